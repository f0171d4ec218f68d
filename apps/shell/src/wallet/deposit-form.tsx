import { useLingui } from '@lingui/react'
import { depositMethods, type ResponseOf, type SuccessOf } from '@parlor/contract'
import { formatMoney, layoutAtom, parseMoney } from '@parlor/core'
import { QuickAmounts } from '@parlor/ui-kit'
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
import { useWatch } from 'react-hook-form'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { showFormFailure } from '../forms/form-failure.ts'
import { BonusField } from './bonus-field.tsx'
import { depositMethodLabels } from './deposit-methods.ts'
import { type DepositBonus, depositSchema } from './deposit-schema.ts'
import { formFailureTarget } from './form-failure-target.ts'
import { NoBonusNote } from './no-bonus-note.tsx'
import './wallet.css'

export type DepositAnswer = SuccessOf<ResponseOf<'deposit'>>

/** Multiples of the minimum deposit offered as one-tap amounts, when within the maximum. */
const quickMultiples = [1, 5, 10, 50] as const

export interface DepositFormProps {
  readonly bonuses: readonly DepositBonus[]
  /** The bonus to start with ('' for none), e.g. from a promotion's "Deposit now" link. */
  readonly initialBonus: string
  readonly onDeposited: (answer: DepositAnswer, bonus: DepositBonus | undefined) => void
}

/** The deposit call: amount within the site's bounds, a method, and an optional bonus. */
export function DepositForm({ bonuses, initialBonus, onDeposited }: DepositFormProps) {
  const { i18n } = useLingui()
  const { reporter } = useShell()
  const money = useMoneyFormat()
  const site = useAtomValue(layoutAtom).site
  const min = site?.deposit_min ?? 1
  const max = site?.deposit_max ?? Number.MAX_SAFE_INTEGER
  const text = (minor: number) => formatMoney(minor, money.decimals, money.locale)
  const schema = useMemo(
    () =>
      depositSchema(
        { decimals: money.decimals, locale: money.locale, min, max },
        bonuses,
        (bonus) =>
          i18n._({
            id: 'wallet.bonusNeedsMore',
            message: '{bonus} needs a deposit of at least {min}.',
            values: {
              bonus: bonus.title,
              min: `${formatMoney(bonus.min_deposit, money.decimals, money.locale)}\u00a0${money.currency}`,
            },
          }),
      ),
    [money.decimals, money.locale, money.currency, min, max, bonuses, i18n],
  )
  const form = useSchemaForm(schema, {
    defaultValues: { amount: '', method: 'bank_transfer', promotion_id: initialBonus },
  })
  const [formError, setFormError] = useState<string | null>(null)
  const deposit = useAccountMutation('deposit', { report: false })
  const typed = useWatch({ control: form.control, name: 'amount' })
  const current = parseMoney(typed ?? '', money.decimals, money.locale)

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const answer = await deposit.mutateAsync(values)
      onDeposited(
        answer,
        bonuses.find((bonus) => bonus.promotion_id === values.promotion_id),
      )
    } catch (error) {
      setFormError(
        showFormFailure(
          formFailureTarget(form),
          error,
          ['amount', 'method', 'promotion_id'],
          reporter,
        ),
      )
    }
  })

  return (
    <form className="wallet-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <AmountField
        control={form.control}
        name="amount"
        label={i18n._({ id: 'wallet.amount', message: 'Amount' })}
        {...money}
        hint={i18n._({
          id: 'wallet.depositRange',
          message: 'From {min} to {max}',
          values: {
            min: `${text(min)}\u00a0${money.currency}`,
            max: `${text(max)}\u00a0${money.currency}`,
          },
        })}
      />
      <QuickAmounts
        label={i18n._({ id: 'wallet.quickAmounts', message: 'Quick amounts' })}
        amounts={quickMultiples.map((times) => min * times).filter((amount) => amount <= max)}
        {...money}
        current={current}
        onPick={(minor) =>
          form.setValue('amount', text(minor), {
            shouldValidate: true,
            shouldDirty: true,
            shouldTouch: true,
          })
        }
      />
      <SelectField
        control={form.control}
        name="method"
        label={i18n._({ id: 'wallet.method', message: 'Payment method' })}
        options={depositMethods.map((method) => ({
          value: method,
          label: i18n._(depositMethodLabels[method]),
        }))}
      />
      {bonuses.length > 0 ? (
        <BonusField control={form.control} bonuses={bonuses} />
      ) : (
        <NoBonusNote />
      )}
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={i18n._({ id: 'wallet.depositing', message: 'Sending your deposit…' })}
      >
        {i18n._({ id: 'wallet.depositSubmit', message: 'Deposit' })}
      </SubmitButton>
    </form>
  )
}
