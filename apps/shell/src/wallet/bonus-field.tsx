import { useLingui } from '@lingui/react'
import { formatMoney } from '@parlor/core'
import { ChoiceGroup } from '@parlor/ui-kit'
import { translateValidation } from '@parlor/ui-kit/form'
import { type Control, useController } from 'react-hook-form'
import { useMoneyFormat } from '../account/use-money-format.ts'
import type { DepositBonus, DepositFields, DepositValues } from './deposit-schema.ts'

/** The server's refusals of a chosen bonus, said in terms of what to do next. */
const bonusRefusals = {
  alreadyClaimed: /*i18n*/ {
    id: 'wallet.bonusAlreadyClaimed',
    message: 'You have already had this bonus. Choose another one or no bonus.',
  },
  notFound: /*i18n*/ {
    id: 'wallet.bonusEnded',
    message: 'This bonus has ended. Choose another one or no bonus.',
  },
  notClaimable: /*i18n*/ {
    id: 'wallet.bonusNotClaimable',
    message: 'This bonus cannot be taken with a deposit. Choose another one or no bonus.',
  },
} as const

function isRefusal(key: string): key is keyof typeof bonusRefusals {
  return Object.hasOwn(bonusRefusals, key)
}

/** "No bonus" first, then each running deposit bonus with its percent, cap and minimum. */
export function BonusField({
  control,
  bonuses,
}: {
  control: Control<DepositFields, unknown, DepositValues>
  bonuses: readonly DepositBonus[]
}) {
  const { i18n } = useLingui()
  const { currency, decimals, locale } = useMoneyFormat()
  const { field, fieldState } = useController({ control, name: 'promotion_id' })
  const money = (minor: number) => `${formatMoney(minor, decimals, locale)}\u00a0${currency}`
  const key = fieldState.error?.message ?? ''
  const error = fieldState.error
    ? isRefusal(key)
      ? i18n._(bonusRefusals[key])
      : translateValidation(i18n, key)
    : null
  const options = [
    { value: '', label: i18n._({ id: 'wallet.noBonus', message: 'No bonus' }) },
    ...bonuses.map((bonus) => {
      const terms = {
        percent: bonus.bonus_percent,
        cap: money(bonus.max_bonus),
        min: money(bonus.min_deposit),
      }
      return {
        value: String(bonus.promotion_id),
        label: bonus.title,
        // Said before the choice: the bonus stays locked until its turnover is wagered.
        description:
          bonus.turnover_multiplier > 0
            ? i18n._({
                id: 'wallet.bonusTermsTurnover',
                message:
                  '{percent}% of your deposit, up to {cap}. Minimum deposit {min}. Wager the bonus {times}× before withdrawing it.',
                values: { ...terms, times: bonus.turnover_multiplier },
              })
            : i18n._({
                id: 'wallet.bonusTerms',
                message: '{percent}% of your deposit, up to {cap}. Minimum deposit {min}.',
                values: terms,
              }),
      }
    }),
  ]
  return (
    <ChoiceGroup
      legend={i18n._({ id: 'wallet.depositBonus', message: 'Deposit bonus' })}
      name={field.name}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
      options={options}
      error={error}
    />
  )
}
