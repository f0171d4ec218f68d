import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { Amount, AppLink, Panel, ProgressBar } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from './use-money-format.ts'

/** VIP level and the progress to the next one, by deposits and by turnover (spec §3 VIP summary). */
export function VipPanel() {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const { vip } = useAtomValue(userAtom)
  return (
    <Panel title={i18n._({ id: 'vip.title', message: 'VIP' })}>
      {vip ? (
        <>
          <p data-testid="vip-level">
            {i18n._({
              id: 'vip.levels',
              message: '{current} → {next}',
              values: { current: vip.currentLevel, next: vip.nextLevel },
            })}
          </p>
          <ProgressBar
            label={i18n._({
              id: 'vip.depositProgress',
              message: 'Deposits towards the next level',
            })}
            value={vip.depoProgress}
            valueText={`${vip.depoProgress}%`}
          />
          <p>
            <Amount minor={vip.totalDeposit} {...money} />
          </p>
          <ProgressBar
            label={i18n._({
              id: 'vip.turnoverProgress',
              message: 'Turnover towards the next level',
            })}
            value={vip.toProgress}
            valueText={`${vip.toProgress}%`}
          />
          <p data-testid="vip-turnover">
            <Amount minor={vip.totalTurnover} {...money} />
          </p>
        </>
      ) : (
        <p>
          {i18n._({ id: 'vip.none', message: 'Your VIP progress appears here once you play.' })}
        </p>
      )}
      <AppLink href="/vip">{i18n._({ id: 'vip.allLevels', message: 'All VIP levels' })}</AppLink>
    </Panel>
  )
}
