import { useLingui } from '@lingui/react'
import type { VipLevel } from '@parlor/contract'
import { VipLevelCard } from './vip-level-card.tsx'
import './vip-ladder.css'

export interface VipLadderProps {
  /** The site's levels, lowest first, as /api/vip/levels answers them. */
  readonly levels: readonly VipLevel[]
  /** The signed-in player's level (`vip_name`): highlighted and marked as theirs. */
  readonly currentLevelName?: string
  /** How amounts show: the site's currency and decimals, the player's locale. */
  readonly money: { readonly currency: string; readonly decimals: number; readonly locale: string }
  /** The level names' heading level: 2 directly under the page's h1, 3 under a section heading. */
  readonly headingLevel?: 2 | 3
}

/** The VIP scheme as a ladder of rungs, each with what it takes and what it brings. */
export function VipLadder({ levels, currentLevelName, money, headingLevel = 2 }: VipLadderProps) {
  const { i18n } = useLingui()
  return (
    <ol
      className="pk-vip-ladder"
      data-slot="vip-ladder"
      aria-label={i18n._({ id: 'vipLadder.label', message: 'VIP levels' })}
    >
      {levels.map((level) => (
        <VipLevelCard
          key={level.level}
          level={level}
          current={currentLevelName !== undefined && level.vip_name === currentLevelName}
          money={money}
          headingLevel={headingLevel}
        />
      ))}
    </ol>
  )
}
