import type { I18n, MessageDescriptor } from '@lingui/core'

export interface InfoPageLink {
  readonly href: string
  readonly label: string
}

/*
 * The ids and English texts are the shell's own for the same pages (apps/shell/src/info), so the
 * catalog holds one message per label.
 */
const infoPages: readonly (readonly [href: string, label: MessageDescriptor])[] = [
  ['/about', /*i18n*/ { id: 'info.aboutUs', message: 'About us' }],
  ['/privacy-policy', /*i18n*/ { id: 'info.privacyPolicy', message: 'Privacy policy' }],
  ['/banking', /*i18n*/ { id: 'info.banking', message: 'Banking' }],
  ['/faqs', /*i18n*/ { id: 'info.faqs', message: 'FAQs' }],
  ['/responsible-gaming', /*i18n*/ { id: 'info.responsibleGaming', message: 'Responsible gaming' }],
  ['/term-condition', /*i18n*/ { id: 'info.termsConditions', message: 'Terms and conditions' }],
  ['/contact-us', /*i18n*/ { id: 'contact.title', message: 'Contact us' }],
]

/** The site's information pages with their names in the player's language. */
export function infoPageLinks(i18n: I18n): InfoPageLink[] {
  return infoPages.map(([href, label]) => ({ href, label: i18n._(label) }))
}
