import type { SeededRandom } from '../demo-data/seeded-random.ts'

const stems = [
  'ace',
  'lucky',
  'mika',
  'junjun',
  'ria',
  'leo',
  'nina',
  'rio',
  'kai',
  'zen',
  'maxi',
  'ivy',
  'dante',
  'limwei',
  'tanjo',
  'minh',
  'anhtu',
  'bayar',
  'sita',
  'ramesh',
  'aung',
  'thura',
  'budi',
  'sari',
  'aliff',
  'ana',
  'ivan',
  'olga',
  'weiming',
  'lingling',
  'carlo',
  'bea',
] as const

/** A plausible account id of the platform's format (4 to 20 of a-z, 0-9, _), before masking. */
export function demoAccountId(random: SeededRandom): string {
  const separator = random.next() < 0.2 ? '_' : ''
  return `${random.pick(stems)}${separator}${random.int(1, 999)}`
}
