import { type DeviceInfo, guestUser, modalAtom, type Theme, userAtom } from '@parlor/core'
import { act, renderHook } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceAtom } from '../device/device-atom.ts'
import { pendingDestinationAtom } from '../session/pending-destination.ts'
import { shellProviders } from '../test/shell-providers.tsx'
import { usePlayGame } from './use-play-game.ts'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))

const jili = { provider_code: 'JILI', game_code: '2', game_name: 'Lucky Dragon' }
const evoplay = { provider_code: 'EVOPLAY', game_code: 'e1', game_name: 'Ocean Catch' }

function setup(options: {
  loginEntry?: Theme['loginEntry']
  signedIn?: boolean
  phone?: boolean
  launch?: { statusCode: number; statusMessage?: string; url?: string }
  /** The player's Lingui locale; English unless said. */
  locale?: string
}) {
  const store = createStore()
  if (options.signedIn) {
    store.set(userAtom, {
      ...guestUser,
      isAuthenticated: true,
      token: 'tok',
      user: { account_id: 'ana_01', session_token: 'tok', full_name: '', contact_email: '' },
    })
  }
  store.set(deviceAtom, {
    ...store.get(deviceAtom),
    isMobile: options.phone ?? false,
  } as DeviceInfo)
  const launch = options.launch ?? { statusCode: 1, url: '/play/JILI/2?t=abc' }
  const gameLaunch = vi.fn(async () =>
    launch.statusCode === 1
      ? {
          statusCode: 1,
          statusMessage: 'OK',
          statusDetail: '',
          url: launch.url,
          launch_type: 'redirect',
        }
      : {
          statusCode: launch.statusCode,
          statusMessage: launch.statusMessage ?? '',
          statusDetail: '',
        },
  )
  const report = vi.fn()
  const wrapper = shellProviders(
    {
      api: { gameLaunch },
      store,
      reporter: { report },
      theme: { loginEntry: options.loginEntry ?? 'page' },
    },
    { locale: options.locale },
  )
  const { result } = renderHook(() => usePlayGame(), { wrapper })
  return { play: result.current, store, gameLaunch, report }
}

function fakeWindow() {
  return { location: { replace: vi.fn() }, close: vi.fn() }
}

afterEach(() => {
  navigate.mockReset()
  vi.restoreAllMocks()
})

describe('usePlayGame', () => {
  it('sends a guest to /login with the game as the way back, on page-entry themes', () => {
    const { play, gameLaunch } = setup({ loginEntry: 'page' })
    const event = { preventDefault: vi.fn() }
    play(jili, event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith({
      href: `/login?redirect=${encodeURIComponent('/playnow?provider=JILI&game=2')}`,
    })
    expect(gameLaunch).not.toHaveBeenCalled()
  })

  it('opens the login modal at once and remembers the game, on modal-entry themes', () => {
    const { play, store } = setup({ loginEntry: 'signin-modal' })
    play(jili)
    expect(store.get(modalAtom).stack).toEqual(['signinmodal'])
    expect(store.get(pendingDestinationAtom)).toBe('/playnow?provider=JILI&game=2')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('takes a player on a desktop to the play page in this tab', () => {
    const open = vi.spyOn(window, 'open')
    const { play, gameLaunch } = setup({ signedIn: true })
    play(jili)
    expect(navigate).toHaveBeenCalledWith({ href: '/playnow?provider=JILI&game=2' })
    expect(open).not.toHaveBeenCalled()
    expect(gameLaunch).not.toHaveBeenCalled()
  })

  it('opens a phone’s tab inside the click, then sends it to the launched address', async () => {
    const win = fakeWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const { play, gameLaunch } = setup({ signedIn: true, phone: true })
    play(jili)
    // Opened before the launch call was even answered: still the player's own gesture.
    expect(open).toHaveBeenCalledWith('/preloader', '_blank')
    // The client adds the session.
    expect(gameLaunch).toHaveBeenCalledWith({
      provider_code: 'JILI',
      game_code: '2',
      language: 'EN',
      device: 'mobile',
    })
    await act(async () => {})
    expect(win.location.replace).toHaveBeenCalledWith(`${window.location.origin}/play/JILI/2?t=abc`)
  })

  it('launches the game in the player’s language', () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
    const { play, gameLaunch } = setup({ signedIn: true, phone: true, locale: 'zh' })
    play(jili)
    expect(gameLaunch).toHaveBeenCalledWith(expect.objectContaining({ language: 'CN' }))
  })

  it('opens a sized popup for popup-type providers on a desktop', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
    const { play } = setup({ signedIn: true })
    play(evoplay)
    expect(open).toHaveBeenCalledWith(
      '/preloader',
      'parlor-game',
      expect.stringMatching(/^popup,width=/),
    )
  })

  it('closes the window and reports a refused launch', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const { play, report } = setup({
      signedIn: true,
      phone: true,
      launch: { statusCode: -500, statusMessage: 'internalServerError' },
    })
    play(jili)
    await act(async () => {})
    expect(win.close).toHaveBeenCalled()
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ statusMessage: 'internalServerError' }),
    )
  })

  it('never sends the window to a script address', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const { play, report } = setup({
      signedIn: true,
      phone: true,
      launch: { statusCode: 1, url: 'javascript:alert(1)' },
    })
    play(jili)
    await act(async () => {})
    expect(win.location.replace).not.toHaveBeenCalled()
    expect(win.close).toHaveBeenCalled()
    expect(report).toHaveBeenCalled()
  })

  it('plays in this tab when the browser blocked the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { play, gameLaunch } = setup({ signedIn: true, phone: true })
    play(jili)
    expect(navigate).toHaveBeenCalledWith({ href: '/playnow?provider=JILI&game=2' })
    expect(gameLaunch).not.toHaveBeenCalled()
  })
})
