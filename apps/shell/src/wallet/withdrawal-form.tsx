import { useLingui } from '@lingui/react'
import { type BankAccount, type ResponseOf, type SuccessOf, statusMessage } from '@parlor/contract'
import { formatMoney, layoutAtom, userAtom } from '@parlor/core'
import { AppLink } from '@parlor/ui-kit'
import {
  AmountField,
  FormError,
  SelectField,
  SubmitButton,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { CallFailure } from '../api/call-failure.ts'
import { accountKey } from '../api/query-client.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { showFormFailure } from '../forms/form-failure.ts'
import { formFailureTarget } from './form-failure-target.ts'
import { withdrawalSchema } from './withdrawal-schema.ts'
import './wallet.css'

export type WithdrawAnswer = SuccessOf<ResponseOf<'withdraw'>>

/** What `wallet/banks` answers about the balance: how much may go out now, and what holds the rest. */
export type WithdrawalAllowance = Pick<
  SuccessOf<ResponseOf<'banks'>>,
  'withdrawable' | 'locked' | 'turnover_left'
>

export interface WithdrawalFormProps {
  /** The player's bank accounts, the default first (as the server lists them). */
  readonly accounts: readonly BankAccount[]
  readonly allowance: WithdrawalAllowance
  readonly onWithdrawn: (answer: WithdrawAnswer) => void
}

/**
 * An amount between the site's minimum and what the player may withdraw now (the balance less
 * locked bonus money), paid to one of the player's accounts.
 */
export function WithdrawalForm({ accounts, allowance, onWithdrawn }: WithdrawalFormProps) {
  const { i18n } = useLingui()
  const { reporter, queryClient } = useShell()
  const money = useMoneyFormat()
  const min = useAtomValue(layoutAtom).site?.withdraw_min ?? 1
  const balance = useAtomValue(userAtom).game.balance
  // The header's balance may be newer than the allowance (a spin since): never offer more.
  const withdrawable = Math.min(allowance.withdrawable, balance)
  const locked = allowance.locked > 0
  const text = (minor: number) =>
    `${formatMoney(minor, money.decimals, money.locale)}\u00a0${money.currency}`
  const schema = useMemo(
    () =>
      withdrawalSchema({
        decimals: money.decimals,
        locale: money.locale,
        min,
        max: balance,
        withdrawable,
      }),
    [money.decimals, money.locale, min, balance, withdrawable],
  )
  const preferred = accounts.find((account) => account.is_default) ?? accounts[0]
  const form = useSchemaForm(schema, {
    defaultValues: {
      amount: '',
      bank_account_id: preferred ? String(preferred.bank_account_id) : '',
    },
  })
  const [formError, setFormError] = useState<string | null>(null)
  const withdraw = useAccountMutation('withdraw', { report: false })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      onWithdrawn(await withdraw.mutateAsync(values))
    } catch (error) {
      // The server knows of bonus money the page's figures did not: show its figures.
      if (
        error instanceof CallFailure &&
        error.envelope.statusMessage === statusMessage.bonusTurnoverPending
      ) {
        void queryClient.invalidateQueries({ queryKey: [accountKey] })
      }
      setFormError(
        showFormFailure(formFailureTarget(form), error, ['amount', 'bank_account_id'], reporter),
      )
    }
  })

  return (
    <form className="wallet-form" onSubmit={submit} noValidate data-testid="withdrawal-form">
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      {balance < min ? (
        <p className="wallet-note" data-testid="withdrawal-below-minimum">
          {i18n._({
            id: 'wallet.balanceBelowWithdrawMin',
            message: 'You can withdraw once your balance reaches {min}.',
            values: { min: text(min) },
          })}
        </p>
      ) : null}
      {locked ? (
        <p className="wallet-note" data-testid="withdrawal-locked">
          {i18n._({
            id: 'wallet.bonusLocked',
            message:
              'You can withdraw {withdrawable} now. {locked} of your balance is bonus money, locked until you wager {turnover} more.',
            values: {
              withdrawable: text(withdrawable),
              locked: text(allowance.locked),
              turnover: text(allowance.turnover_left),
            },
          })}
        </p>
      ) : null}
      <AmountField
        control={form.control}
        name="amount"
        label={i18n._({ id: 'wallet.amount', message: 'Amount' })}
        {...money}
        hint={
          locked
            ? i18n._({
                id: 'wallet.withdrawRangeLocked',
                message: 'At least {min}, at most the {withdrawable} you can withdraw now',
                values: { min: text(min), withdrawable: text(withdrawable) },
              })
            : i18n._({
                id: 'wallet.withdrawRange',
                message: 'At least {min}, at most your balance of {balance}',
                values: { min: text(min), balance: text(balance) },
              })
        }
      />
      <SelectField
        control={form.control}
        name="bank_account_id"
        label={i18n._({ id: 'wallet.payTo', message: 'Pay to' })}
        options={accounts.map((account) => ({
          value: String(account.bank_account_id),
          label: `${account.bank_name} ${account.account_number}`,
        }))}
      />
      <AppLink href="/bank-details" className="wallet-link">
        {i18n._({ id: 'wallet.manageBanks', message: 'Manage bank accounts' })}
      </AppLink>
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={i18n._({ id: 'wallet.withdrawing', message: 'Requesting your withdrawal…' })}
      >
        {i18n._({ id: 'wallet.withdrawSubmit', message: 'Request withdrawal' })}
      </SubmitButton>
    </form>
  )
}
