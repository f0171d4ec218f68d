import type { FirstViewport } from '@parlor/contract'
import Bowser from 'bowser'
import { formFactorOf } from './form-factor.ts'

/**
 * The width a first document is rendered for, before the browser has said (issue 14): a phone's
 * user agent is narrow; a tablet, a desktop, a crawler without a form factor or anything unknown
 * is wide. A guess that turns out wrong costs one re-render once the site has started, not a
 * broken page.
 */
export function firstViewportOf(userAgent: string): FirstViewport {
  // Bowser refuses an empty string.
  const { platform, os } = Bowser.parse(userAgent || ' ')
  return formFactorOf(platform.type, os.name) === 'mobile' ? 'narrow' : 'wide'
}
