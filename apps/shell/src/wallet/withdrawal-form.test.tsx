import type { BankAccount, Site } from '@parlor/contract'
import { guestUser, initialLayout, layoutAtom, userAtom } from '@parlor/core'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { shellProviders } from '../test/shell-providers.tsx'
import { type WithdrawalAllowance, WithdrawalForm } from './withdrawal-form.tsx'

const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' }
const bank: BankAccount = {
  bank_account_id: 7,
  bank_code: 'GCASH',
  bank_name: 'GCash',
  account_name: 'Maria Clara',
  account_number: '*******4567',
  is_default: true,
  created_at: '2025-01-01T00:00:00.000Z',
}
// The black-box attack's figures: 1,000.00 deposited with a 100% bonus, two rewards claimed.
const attack: WithdrawalAllowance = {
  withdrawable: 105_000,
  locked: 102_000,
  turnover_left: 1_006_000,
}
const lockedText = 'Part of this amount is bonus money, locked until you wager its turnover.'

function renderForm(allowance: WithdrawalAllowance, withdrawAnswer: unknown = ok) {
  const store = createStore()
  store.set(layoutAtom, {
    ...initialLayout,
    site: { currency: 'PHP', currency_decimals: 2, withdraw_min: 20_000 } as Site,
  })
  store.set(userAtom, {
    ...guestUser,
    isAuthenticated: true,
    token: 'tok',
    user: { account_id: 'ana_01', session_token: 'tok', full_name: '', contact_email: '' },
    game: { balance: allowance.withdrawable + allowance.locked, token: '' },
  })
  const withdraw = vi.fn(async (_body: unknown) => withdrawAnswer)
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const onWithdrawn = vi.fn()
  render(<WithdrawalForm accounts={[bank]} allowance={allowance} onWithdrawn={onWithdrawn} />, {
    wrapper: shellProviders({
      api: { withdraw },
      store,
      queryClient,
      reporter: { report: vi.fn() },
    }),
  })
  return { withdraw, invalidate, onWithdrawn }
}

async function request(amount: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Amount'), amount)
  await user.click(screen.getByRole('button', { name: 'Request withdrawal' }))
}

describe('the withdrawal form with bonus money locked', () => {
  it('says how much may go out now, how much is locked and how much more to wager', () => {
    renderForm(attack)
    expect(screen.getByTestId('withdrawal-locked')).toHaveTextContent(
      'You can withdraw 1,050 PHP now. 1,020 PHP of your balance is bonus money, locked until you wager 10,060 PHP more.',
    )
    expect(
      screen.getByText('At least 200 PHP, at most the 1,050 PHP you can withdraw now'),
    ).toBeVisible()
  })

  it('refuses the whole balance itself, without asking the server', async () => {
    const { withdraw } = renderForm(attack)
    await request('2070')
    expect(await screen.findByText(lockedText)).toBeVisible()
    expect(withdraw).not.toHaveBeenCalled()
  })

  it('sends what is withdrawable', async () => {
    const { withdraw, onWithdrawn } = renderForm(attack, { ...ok, withdrawal: {}, game_balance: 0 })
    await request('1050')
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalled())
    expect(withdraw.mock.calls[0]?.[0]).toMatchObject({ amount: 105_000, bank_account_id: 7 })
  })

  it('shows the server’s refusal on the amount and loads the figures again', async () => {
    const { withdraw, invalidate } = renderForm(attack, {
      statusCode: -400,
      statusMessage: 'bonusTurnoverPending',
      statusDetail: 'amount; withdrawable 5000; locked 202000; turnover_left 1006000',
    })
    await request('1000')
    expect(await screen.findByText(lockedText)).toBeVisible()
    expect(withdraw).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] })
  })

  it('says nothing of bonus money when none is locked', () => {
    renderForm({ withdrawable: 207_000, locked: 0, turnover_left: 0 })
    expect(screen.queryByTestId('withdrawal-locked')).toBeNull()
    expect(screen.getByText('At least 200 PHP, at most your balance of 2,070 PHP')).toBeVisible()
  })
})
