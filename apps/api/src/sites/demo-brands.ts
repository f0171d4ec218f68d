import type { Lettering } from '../media/brand-lettering.ts'
import type { MarkKind } from '../media/brand-marks.ts'
import type { Hex } from '../media/palette.ts'

export interface DemoBrand {
  /** The operator's name: Latin in every market, as brand names are. */
  readonly name: string
  /** The wordmark's two lines, the big one first; together they spell the name. */
  readonly wordmark: readonly [main: string, second: string]
  readonly mark: MarkKind
  readonly lettering: Lettering
  /** The hue and saturation of the dark background, and the mark's colour on it. */
  readonly hue: number
  readonly saturation: number
  readonly accent: Hex
  /**
   * How far the gradient's hue turns from one corner to the other (24° unless given): golds turn
   * back towards red, because turning forward darkens them into olive.
   */
  readonly turn?: number
}

/**
 * One invented operator per template, fitting the template's family and the
 * colour its demo wears: twenty-two sites a player takes for twenty-two operators.
 */
export const demoBrands = {
  template1: {
    name: 'Golden Lantern',
    wordmark: ['GOLDEN', 'LANTERN'],
    mark: 'lantern',
    lettering: 'sans',
    hue: 35,
    saturation: 0.75,
    accent: '#ffc94a',
    turn: -22,
  },
  template2: {
    name: 'Cherry Blaze',
    wordmark: ['CHERRY', 'BLAZE'],
    mark: 'cherry',
    lettering: 'sans',
    hue: 355,
    saturation: 0.75,
    accent: '#ff9aae',
  },
  template3: {
    name: 'Violet Moon',
    wordmark: ['VIOLET', 'MOON'],
    mark: 'moon',
    lettering: 'sans',
    hue: 272,
    saturation: 0.6,
    accent: '#ffe08a',
  },
  template4: {
    name: 'Koi Fortune',
    wordmark: ['KOI', 'FORTUNE'],
    mark: 'koi',
    lettering: 'sans',
    hue: 28,
    saturation: 0.8,
    accent: '#ffc08a',
    turn: -22,
  },
  template5: {
    name: 'Blue Bolt Spins',
    wordmark: ['BLUE BOLT', 'SPINS'],
    mark: 'bolt',
    lettering: 'sans',
    hue: 215,
    saturation: 0.8,
    accent: '#ffe45c',
  },
  template6: {
    name: 'Onyx Club',
    wordmark: ['ONYX', 'CLUB'],
    mark: 'club',
    lettering: 'serif',
    hue: 230,
    saturation: 0.14,
    accent: '#e8c872',
  },
  template7: {
    name: 'Crimson Crown',
    wordmark: ['CRIMSON', 'CROWN'],
    mark: 'crown',
    lettering: 'serif',
    hue: 345,
    saturation: 0.7,
    accent: '#ffd36e',
  },
  template8: {
    name: 'Amethyst Palace',
    wordmark: ['AMETHYST', 'PALACE'],
    mark: 'gem',
    lettering: 'serif',
    hue: 285,
    saturation: 0.55,
    accent: '#dcbcff',
  },
  template9: {
    name: 'Emerald Clover',
    wordmark: ['EMERALD', 'CLOVER'],
    mark: 'clover',
    lettering: 'serif',
    hue: 155,
    saturation: 0.7,
    accent: '#7dffb8',
  },
  template10: {
    name: 'Greenfield Goals',
    wordmark: ['GREENFIELD', 'GOALS'],
    mark: 'football',
    lettering: 'italic',
    hue: 120,
    saturation: 0.6,
    accent: '#eaffd9',
  },
  template11: {
    name: 'Bulwark Sports',
    wordmark: ['BULWARK', 'SPORTS'],
    mark: 'shield',
    lettering: 'italic',
    hue: 225,
    saturation: 0.6,
    accent: '#9ec3ff',
  },
  template12: {
    name: 'Sunburst Spins',
    wordmark: ['SUNBURST', 'SPINS'],
    mark: 'sun',
    lettering: 'sans',
    hue: 22,
    saturation: 0.85,
    accent: '#ffd23f',
    turn: -22,
  },
  template13: {
    name: 'Gilded Spade',
    wordmark: ['GILDED', 'SPADE'],
    mark: 'spade',
    lettering: 'serif',
    hue: 32,
    saturation: 0.45,
    accent: '#f7d774',
    turn: -22,
  },
  template14: {
    name: 'Trophy Tide',
    wordmark: ['TROPHY', 'TIDE'],
    mark: 'trophy',
    lettering: 'italic',
    hue: 180,
    saturation: 0.65,
    accent: '#ffd580',
  },
  template15: {
    name: 'Sweetheart Slots',
    wordmark: ['SWEETHEART', 'SLOTS'],
    mark: 'heart',
    lettering: 'sans',
    hue: 330,
    saturation: 0.7,
    accent: '#ffb3d9',
  },
  template16: {
    name: 'Tidewheel Casino',
    wordmark: ['TIDEWHEEL', 'CASINO'],
    mark: 'wheel',
    lettering: 'serif',
    hue: 220,
    saturation: 0.55,
    accent: '#7ad7f0',
  },
  template17: {
    name: 'Midnight Furlong',
    wordmark: ['MIDNIGHT', 'FURLONG'],
    mark: 'horseshoe',
    lettering: 'italic',
    hue: 260,
    saturation: 0.16,
    accent: '#cfd6e6',
  },
  template19: {
    name: 'Lagoon Star',
    wordmark: ['LAGOON', 'STAR'],
    mark: 'star',
    lettering: 'sans',
    hue: 175,
    saturation: 0.7,
    accent: '#fff07a',
  },
  template20: {
    name: 'Scarlet Dice',
    wordmark: ['SCARLET', 'DICE'],
    mark: 'die',
    lettering: 'serif',
    hue: 5,
    saturation: 0.75,
    accent: '#fff4ea',
  },
  template21: {
    name: 'Fastbreak Arena',
    wordmark: ['FASTBREAK', 'ARENA'],
    mark: 'basketball',
    lettering: 'italic',
    hue: 205,
    saturation: 0.75,
    accent: '#ffa552',
  },
  template22: {
    name: 'Jade Bell Slots',
    wordmark: ['JADE BELL', 'SLOTS'],
    mark: 'bell',
    lettering: 'sans',
    hue: 140,
    saturation: 0.6,
    accent: '#ffd95e',
  },
  template23: {
    name: 'Velvet Chip',
    wordmark: ['VELVET', 'CHIP'],
    mark: 'chip',
    lettering: 'serif',
    hue: 268,
    saturation: 0.5,
    accent: '#f9a8d4',
  },
} as const satisfies Record<string, DemoBrand>

export type BrandedTemplate = keyof typeof demoBrands

export function isBrandedTemplate(template: string): template is BrandedTemplate {
  return Object.hasOwn(demoBrands, template)
}

/** The brand a template's demo site wears. */
export function demoBrand(template: BrandedTemplate): DemoBrand {
  return demoBrands[template]
}
