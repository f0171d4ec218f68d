import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { AppLink, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from './use-money-format.ts'
import { VipMeasure } from './vip-measure.tsx'
import './vip-panel.css'

/** VIP level and the progress to the next one, by deposits and by turnover. */
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
          <VipMeasure
            label={i18n._({
              id: 'vip.depositProgress',
              message: 'Deposits towards the next level',
            })}
            percent={vip.depoProgress}
            amount={{ minor: vip.totalDeposit, ...money }}
          />
          <VipMeasure
            label={i18n._({
              id: 'vip.turnoverProgress',
              message: 'Turnover towards the next level',
            })}
            percent={vip.toProgress}
            amount={{ minor: vip.totalTurnover, ...money }}
            testId="vip-turnover"
          />
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
