import { catalogueGame } from '../games/game-catalogue.ts'
import { findProvider } from '../games/game-providers.ts'
import { demoBrand, isBrandedTemplate } from '../sites/demo-brands.ts'
import { demoTemplateOfDomain } from '../sites/demo-sites.ts'
import { renderChatIcon } from './chat-icon.ts'
import { renderGameTile } from './game-tile.ts'
import { imageSheet, isSheetName } from './image-sheet.ts'
import { renderMenuIcon } from './menu-icons.ts'
import { renderPartnerLogo } from './partner-logo.ts'
import { parsePromotionArt, renderPromotionArt } from './promotion-art.ts'
import { renderShareCard } from './share-card.ts'
import { renderSiteLogo, type SiteLogoVariant } from './site-logo.ts'
import { renderSocialIcon } from './social-icons.ts'
import { type CardFolder, cardFolders, renderTitledCard } from './titled-card.ts'

export const mediaPrefix = '/media/'

/**
 * A path segment: letters, digits, `-`, `_` and single dots between them (a domain names its
 * og image), starting with a letter or digit. Anything else (`..`, percent escapes, slashes
 * smuggled in as %2f) names no artwork, so no path can climb out of /media or reach a file: the
 * artwork is drawn, never read from disk.
 */
const segmentPattern = /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?=[A-Za-z0-9]))*$/
const maxSegmentLength = 64

const logoPattern = /^(template\d{1,2})-(1|2|3|icon)$/

const folders = new Set<string>(cardFolders)

/** An empty image: the analytics pixel of the demo sites' BODY script. */
const pixel =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1" aria-hidden="true"></svg>'

function draw(segments: readonly string[]): string | undefined {
  const [folder, first, second, ...more] = segments
  if (more.length > 0) return undefined
  if (folder === 'pixel' && first === undefined) return pixel
  if (folder === 'games' && first !== undefined && second !== undefined) {
    const game = catalogueGame(first, second)
    return game && renderGameTile(game)
  }
  // A brand's promotion art by kind (`template3/welcome-100`); a bare id keeps its placeholder.
  if (folder === 'promotions' && first !== undefined && second !== undefined) {
    const art = parsePromotionArt(second)
    return art && isBrandedTemplate(first) ? renderPromotionArt(demoBrand(first), art) : undefined
  }
  if (first === undefined || second !== undefined) return undefined
  switch (folder) {
    case 'partners': {
      const provider = findProvider(first)
      return provider && renderPartnerLogo(provider.code, provider.name)
    }
    case 'social':
      return renderSocialIcon(first)
    case 'icons':
      return renderMenuIcon(first)
    case 'sheets':
      return isSheetName(first) ? imageSheet(first) : undefined
    case 'logos': {
      const [, template, variant] = logoPattern.exec(first) ?? []
      if (!template || !isBrandedTemplate(template)) return undefined
      return renderSiteLogo(demoBrand(template), variant as SiteLogoVariant)
    }
    case 'chat':
      return isBrandedTemplate(first) ? renderChatIcon(demoBrand(first)) : undefined
    case 'og': {
      // A demo site's share card wears its brand; any other name keeps the titled placeholder.
      const template = demoTemplateOfDomain(first)
      return template ? renderShareCard(demoBrand(template), first) : renderTitledCard('og', first)
    }
    default:
      return folder && folders.has(folder)
        ? renderTitledCard(folder as CardFolder, first)
        : undefined
  }
}

/**
 * The SVG a `/media/...` path names, or undefined when it names none. Takes the path as sent
 * (still percent-encoded), so an encoded slash or dot is refused rather than decoded.
 */
export function renderMediaPath(path: string): string | undefined {
  if (!path.startsWith(mediaPrefix) || !path.endsWith('.svg')) return undefined
  const segments = path.slice(mediaPrefix.length, -'.svg'.length).split('/')
  const valid = (segment: string) =>
    segment.length <= maxSegmentLength && segmentPattern.test(segment)
  if (!segments.every(valid)) return undefined
  return draw(segments)
}
