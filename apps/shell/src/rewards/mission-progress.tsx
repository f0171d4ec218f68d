import { useLingui } from '@lingui/react'
import type { Mission } from '@parlor/contract'
import { layoutAtom } from '@parlor/core'
import { Amount } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { amountText } from './amount-text.ts'
import { missionUnit } from './mission-unit.ts'

export interface MissionProgressView {
  readonly percent: number
  readonly text: ReactNode
  readonly valueText: string
}

/** A mission's progress in its own unit: "12 / 20 rounds", or amounts of the site's currency. */
export function useMissionProgress(): (mission: Mission) => MissionProgressView {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const depositMin = useAtomValue(layoutAtom).site?.deposit_min ?? 0
  return (mission) => {
    const percent = mission.goal > 0 ? Math.floor((mission.progress / mission.goal) * 100) : 100
    if (missionUnit(mission, depositMin) === 'rounds') {
      const text = i18n._({
        id: 'mission.rounds',
        message: '{progress} / {goal} rounds',
        values: { progress: mission.progress, goal: mission.goal },
      })
      return { percent, text, valueText: text }
    }
    return {
      percent,
      text: (
        <>
          <Amount minor={mission.progress} {...money} /> /{' '}
          <Amount minor={mission.goal} {...money} />
        </>
      ),
      valueText: i18n._({
        id: 'mission.moneyOf',
        message: '{progress} of {goal}',
        values: {
          progress: amountText(mission.progress, money),
          goal: amountText(mission.goal, money),
        },
      }),
    }
  }
}
