import type { Game } from '@parlor/contract'

/**
 * Square artwork drawn in place, as the demo API's /media/games/… artwork looks: Storybook has no
 * API to load it from.
 */
export function gameArt(text: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue} 55% 30%)"/><circle cx="150" cy="130" r="70" fill="hsl(${hue} 80% 60%)"/><text x="150" y="265" font-size="30" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function game(provider_code: string, game_code: string, game_name: string, hue: number): Game {
  const word = game_name.split(' ').at(-1) ?? game_name
  return { provider_code, game_code, game_name, game_type: 'slot', game_image: gameArt(word, hue) }
}

/** Slots as the demo catalogue lists them: mixed providers, each with its own code style. */
export const games: readonly Game[] = [
  game('JILI', '2', 'Lucky Dragon', 0),
  game('PGSOFT', '1501', 'Jade Koi', 150),
  game('PPLAY', 'vs20royalphoenix', 'Royal Phoenix', 20),
  game('FACHAI', 'FC0004', 'Neon Sevens', 300),
  game('JDB', '14003', 'Thunder Tiger', 40),
  game('EPW', 'EPW-007', 'Mystic Lotus', 330),
  game('JILI', '9', 'Cosmic Gems', 260),
  game('PGSOFT', '1512', 'Wild Bandits', 90),
  game('PPLAY', 'vs20sacredtemple', 'Sacred Temple', 50),
  game('JDB', '14011', 'Frozen Panda', 200),
  game('FACHAI', 'FC0012', "Crimson Pirate's Cove", 350),
  game('JILI', '17', 'Candy Cats & Coins', 310),
  game('EPW', 'EPW-013', 'Sapphire Mermaid', 220),
  game('PGSOFT', '1530', 'Ancient Pharaoh', 45),
  game('PPLAY', 'vs20howlingwolf', 'Howling Wolf', 240),
  game('JDB', '14020', 'Emerald Orchard', 120),
]

/** A name longer than any tile is wide. */
export const longNamedGame: Game = game(
  'PPLAY',
  'vs20starlitempressmegaways',
  'Starlit Empress of the Eastern Lanterns Megaways Deluxe',
  280,
)

/** The play page a tile links to. */
export function playHref({ provider_code, game_code }: Game): string {
  return `/playnow?provider=${provider_code}&game=${encodeURIComponent(game_code)}`
}

/** The favourite button's names, as the caller passes them already translated. */
export const favouriteLabels = {
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
}
