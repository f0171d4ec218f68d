import type { Mission } from '@parlor/contract'

export type MissionUnit = 'rounds' | 'money'

/**
 * What a mission's goal and progress count. The contract gives no unit ("rounds, or minor units
 * of turnover"), so it is read from what the reference server seeds: money missions (turnover,
 * deposits) are whole multiples of the site's minimum deposit, round missions are small counts
 * (10, 100). On a currency without decimals the minimum deposit is 100 minor units and a
 * 100-round mission looks the same, so a mission that speaks of rounds counts rounds first.
 * A `unit` field on the contract's Mission would end the guessing.
 */
export function missionUnit(
  mission: Pick<Mission, 'goal' | 'title' | 'description'>,
  depositMin: number,
): MissionUnit {
  if (/\bround/i.test(`${mission.title} ${mission.description}`)) return 'rounds'
  if (depositMin > 0 && mission.goal >= depositMin && mission.goal % depositMin === 0) {
    return 'money'
  }
  return 'rounds'
}
