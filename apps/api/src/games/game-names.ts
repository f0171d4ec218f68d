import type { SeededRandom } from '../demo-data/seeded-random.ts'
import type { CatalogCategory } from './game-providers.ts'

type Words = readonly [string, ...string[]]

interface Vocabulary {
  readonly first: Words
  /** Second words by the provider's kind of game (`game_type`) they imply. */
  readonly second: Readonly<Record<string, string>>
  /** Words a slot studio adds to a name now and then; other categories have none. */
  readonly suffixes?: string
}

/**
 * Word lists per category, `|`-separated so a list reads as one paragraph. Names are made up from
 * them; a few carry `&` or an apostrophe on purpose, so the artwork's escaping meets real data.
 */
const vocabulary: Readonly<Record<CatalogCategory, Vocabulary>> = {
  slots: {
    first: words(`Lucky | Mystic | Wild | Royal | Jade | Thunder | Crystal | Neon | Sacred |
      Blazing | Midnight | Emerald | Cosmic | Frozen | Sunset | Savage | Dancing | Ancient |
      Sapphire | Crimson | Silver | Velvet | Howling | Jolly | Electric | Hidden | Mighty | Secret |
      Candy | Copper | Starlit | Roaring`),
    second: {
      slot: `Dragon | Phoenix | Tiger | Pharaoh | Koi | Lanterns | Temple | Buffalo | Panda | Gems |
        Fruits | Pirate's Cove | Sevens | Monkey | Empress | Samurai | Volcano | Oasis | Wolf |
        Orchard | Carnival | Treasure | Bells | Genie | Viking | Zodiac | Meteor | Jungle | Lotus |
        Mermaid | Cats & Coins | Reels | Rhino | Owl | Bandits | Nebula`,
    },
    suffixes: 'Deluxe | Rush | Link | Riches | Blitz | Spins',
  },
  livecasino: {
    first: words(`Velvet | Neon | Imperial | Lotus | Sapphire | Grand | Emerald | Midnight |
      Dynasty | Rapid | Prestige | Ruby | Harbour | Marble`),
    second: {
      baccarat: 'Baccarat',
      roulette: 'Roulette',
      blackjack: 'Blackjack',
      sicbo: 'Sic Bo',
      dragontiger: 'Dragon & Tiger',
      fantan: 'Fan Tan',
      gameshow: 'Wheel Show | Dice Duel',
    },
  },
  hashgame: {
    first: words('Block | Hash | Chain | Ledger | Node | Byte | Cipher | Nonce | Merkle | Genesis'),
    second: { hash: 'Odd or Even | Big & Small | Lucky Tail | Banker Duel | Bull Fight' },
  },
  sportsbook: {
    first: words('Premier | Global | Asian | Live | Virtual | Champion | Prime | Apex'),
    second: {
      sports: 'Sportsbook | Football | Basketball | Tennis Court | Number Game | Cricket',
      esports: 'Esports Arena',
    },
  },
  fish: {
    first: words(`Ocean | Deep Sea | Coral | Golden Tide | Reef | Abyss | Lagoon | Pearl | Tidal |
      Storm | Kraken`),
    second: { fishing: 'Hunter | Fishing Party | Catch | Shooter | Feast | Frenzy' },
  },
  table: {
    first: words(`Classic | Tycoon | Palace | Jade | Lucky | Harbour | Monsoon | Festival |
      Dynasty | Lantern`),
    second: {
      poker: 'Poker',
      rummy: 'Rummy',
      cards: 'Teen Patti | Andar Bahar | Pai Gow | Tongits | Pusoy',
      mahjong: 'Mahjong',
      blackjack: 'Blackjack',
    },
  },
  sabong: {
    first: words(`Grand | Royal | Sunrise | Midnight | Champion | Provincial | Fiesta |
      Golden Spur`),
    second: { cockfight: 'Derby | Arena | Gallera | Pit Live | Spur Cup' },
  },
  lottery: {
    first: words('Speed | Daily | Lucky | Super | Rapid | Midday | Twilight | Golden'),
    second: {
      keno: 'Keno',
      lottery: 'Pick 3 | 5D Draw | Ball Drop | Number Wheel | Racing Balls',
    },
  },
  horseracing: {
    first: words('Turf | Derby | Meadow | Royal | Autumn | Night | Highland | Coastal'),
    second: { racing: 'Classic | Stakes | Sprint | Cup Live | Steeplechase | Trotters' },
  },
  bingo: {
    first: words('Carnival | Cosmic | Candy | Party | Lucky | Pirate | Disco | Jungle | Festival'),
    second: { bingo: 'Bingo | Bingo 75 | Bingo 90 | Bingo Bash | Bingo Rush' },
  },
  arcade: {
    first: words('Pixel | Turbo | Neon | Candy | Galaxy | Retro | Jolly | Coin | Arcade'),
    second: {
      arcade: `Plinko | Mines | Coin Pusher | Dice | Claw | Keno Blitz | Hi-Lo | Tower |
        Penalty Kick`,
    },
  },
  crash: {
    first: words('Rocket | Jet | Comet | Moon | Turbo | Sky | Orbit | Lunar | Kite | Falcon'),
    second: { crash: 'Rise | Climb | Run | Launch | Dash | Flight' },
  },
}

function words(list: string): Words {
  const [first = '', ...rest] = list.split('|').map((word) => word.trim())
  return [first, ...rest]
}

type Kinds = readonly [readonly [string, string], ...(readonly [string, string])[]]

/** A category's second words paired with their game_type, in a stable order. */
function kindsOf(category: CatalogCategory): Kinds {
  const pairs = Object.entries(vocabulary[category].second).flatMap(([type, list]) =>
    words(list).map((word) => [word, type] as const),
  )
  const [first = ['', ''] as const, ...rest] = pairs
  return [first, ...rest]
}

/** Combinations that are, or read too much like, the titles of well-known real games. */
const avoided = new Set(['wild buffalo', 'lucky dragon', 'jade dragon', 'dancing dragon'])

/**
 * A game name not yet in `taken` (compared without case) and its `game_type`. Throws when the
 * category's words run out, which a test would catch long before a player could.
 */
export function inventGameName(
  random: SeededRandom,
  category: CatalogCategory,
  taken: Set<string>,
): { name: string; type: string } {
  const { first, suffixes } = vocabulary[category]
  const kinds = kindsOf(category)
  const endings = suffixes ? words(suffixes) : undefined
  for (let attempt = 0; attempt < 500; attempt++) {
    const [second, type] = random.pick(kinds)
    const suffix = endings && random.next() < 0.25 ? ` ${random.pick(endings)}` : ''
    const name = `${random.pick(first)} ${second}${suffix}`
    const key = name.toLowerCase()
    if (taken.has(key) || avoided.has(key)) continue
    taken.add(key)
    return { name, type }
  }
  throw new Error(`The ${category} word lists have run out of names`)
}
