import type { VipLevel } from '@parlor/contract'

const names = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'] as const

/** The badge the artwork route draws for a level. */
export function vipIconUrl(vipName: string): string {
  return `/media/vip/${vipName.toLowerCase()}.svg`
}

/**
 * A site's VIP ladder, from the minimum deposit so thresholds read sensibly in every currency:
 * each rung asks for several times the deposits and turnover of the one before.
 */
export function demoVipLevels(depositMin: number): VipLevel[] {
  return names.map((vip_name, level) => {
    const step = level === 0 ? 0 : 5 ** level
    return {
      level,
      vip_name,
      icon_url: vipIconUrl(vip_name),
      min_deposit: depositMin * step,
      min_turnover: depositMin * step * 10,
      rebate_percent: [0.2, 0.4, 0.6, 0.8, 1, 1.2][level] ?? 0,
      upgrade_bonus: level === 0 ? 0 : depositMin * level * 2,
      daily_withdraw_limit: level >= 4 ? 0 : depositMin * 100 * (level + 1),
      benefits: [
        level >= 1 ? 'Birthday bonus' : 'Weekly rebate',
        ...(level >= 2 ? ['Faster withdrawals'] : []),
        ...(level >= 3 ? ['Personal account manager'] : []),
        ...(level >= 5 ? ['Invitations to exclusive events'] : []),
      ],
    }
  })
}
