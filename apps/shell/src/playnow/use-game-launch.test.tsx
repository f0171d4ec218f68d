import { type DeviceInfo, guestUser, userAtom } from '@parlor/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { deviceAtom } from '../device/device-atom.ts'
import { shellProviders } from '../test/shell-providers.tsx'
import { useGameBalance } from './use-game-balance.ts'
import { useGameLaunch } from './use-game-launch.ts'

const jili = { provider: 'JILI', game: '2' }
type Answer = Record<string, unknown> & { statusCode: number }
const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' }

function setup(answers: Answer[], options: { phone?: boolean } = {}) {
  const store = createStore()
  store.set(userAtom, {
    ...guestUser,
    isAuthenticated: true,
    token: 'tok',
    user: { account_id: 'ana_01', session_token: 'tok', full_name: '', contact_email: '' },
    game: { balance: 5_000, token: '' },
  })
  store.set(deviceAtom, {
    ...store.get(deviceAtom),
    isMobile: options.phone ?? false,
  } as DeviceInfo)
  const queue = [...answers]
  const gameLaunch = vi.fn(async (_body: unknown) => queue.shift() ?? answers.at(-1))
  const getBalance = vi.fn(async () => ({ ...ok, game_balance: 7_000, game_token: '' }))
  const report = vi.fn()
  const wrapper = shellProviders(
    { api: { gameLaunch, getBalance }, store, reporter: { report } },
    { strict: true },
  )
  return { wrapper, store, gameLaunch, getBalance, report }
}

describe('useGameLaunch', () => {
  it('asks once on arrival, even under StrictMode double effects, with the device and language', async () => {
    const { wrapper, gameLaunch } = setup(
      [{ ...ok, url: '/play/JILI/2?lang=EN', launch_type: 'iframe' }],
      { phone: true },
    )
    const { result } = renderHook(() => useGameLaunch(jili), { wrapper })
    expect(result.current.launch).toEqual({ kind: 'pending' })
    await waitFor(() => expect(result.current.launch.kind).toBe('ready'))
    expect(gameLaunch).toHaveBeenCalledTimes(1)
    expect(gameLaunch.mock.calls[0]?.[0]).toEqual({
      provider_code: 'JILI',
      game_code: '2',
      language: 'EN',
      device: 'mobile',
    })
    expect(result.current.launch).toEqual({
      kind: 'ready',
      url: `${window.location.origin}/play/JILI/2?lang=EN`,
      launchType: 'iframe',
    })
  })

  it('shows a refusal itself and tries again on request', async () => {
    const { wrapper, gameLaunch, report } = setup([
      { statusCode: -404, statusMessage: 'notFound', statusDetail: 'game_code' },
      { ...ok, url: '/play/JILI/2', launch_type: 'redirect' },
    ])
    const { result } = renderHook(() => useGameLaunch(jili), { wrapper })
    await waitFor(() =>
      expect(result.current.launch).toEqual({ kind: 'failed', reason: 'notFound' }),
    )
    expect(report).not.toHaveBeenCalled()
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.launch.kind).toBe('ready'))
    expect(gameLaunch).toHaveBeenCalledTimes(2)
  })

  it('refuses an address that is not a web address', async () => {
    const { wrapper } = setup([{ ...ok, url: 'javascript:alert(1)', launch_type: 'redirect' }])
    const { result } = renderHook(() => useGameLaunch(jili), { wrapper })
    await waitFor(() =>
      expect(result.current.launch).toEqual({ kind: 'failed', reason: 'badAddress' }),
    )
  })

  it('hands a session-ending answer to the general handler', async () => {
    const { wrapper, report } = setup([
      { statusCode: -401, statusMessage: 'sessionExpired', statusDetail: '' },
    ])
    const { result } = renderHook(() => useGameLaunch(jili), { wrapper })
    await waitFor(() => expect(result.current.launch).toEqual({ kind: 'ended' }))
    expect(report).toHaveBeenCalledTimes(1)
  })
})

describe('useGameBalance', () => {
  it('takes the balance the game posts from this origin only', () => {
    const { wrapper } = setup([])
    const { result } = renderHook(() => useGameBalance(), { wrapper })
    expect(result.current).toBe(5_000)
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }))
      })
    post('https://evil.example', { type: 'parlor:balance', balance: 1 })
    expect(result.current).toBe(5_000)
    post(window.location.origin, { type: 'parlor:balance', balance: -5 })
    post(window.location.origin, { type: 'other', balance: 2 })
    expect(result.current).toBe(5_000)
    post(window.location.origin, { type: 'parlor:balance', balance: 4_250 })
    expect(result.current).toBe(4_250)
  })

  it('asks the server every 30 seconds', async () => {
    vi.useFakeTimers()
    try {
      const { wrapper, getBalance } = setup([])
      const { result } = renderHook(() => useGameBalance(), { wrapper })
      await act(async () => {
        await vi.advanceTimersByTimeAsync(29_000)
      })
      expect(getBalance).not.toHaveBeenCalled()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(getBalance).toHaveBeenCalledTimes(1)
      expect(result.current).toBe(7_000)
    } finally {
      vi.useRealTimers()
    }
  })
})
