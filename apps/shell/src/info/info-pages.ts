import type { MessageDescriptor } from '@lingui/core'
import type { CmsPage } from '@parlor/contract'

export interface InfoPageEntry {
  readonly href: string
  readonly cmsPage: CmsPage
  readonly title: MessageDescriptor
}

/** The six information pages, in the order the in-page navigation lists them. */
export const infoPages: readonly InfoPageEntry[] = [
  {
    href: '/about',
    cmsPage: 'about_us',
    title: /*i18n*/ { id: 'info.aboutUs', message: 'About us' },
  },
  {
    href: '/privacy-policy',
    cmsPage: 'privacy_policy',
    title: /*i18n*/ { id: 'info.privacyPolicy', message: 'Privacy policy' },
  },
  {
    href: '/banking',
    cmsPage: 'banking',
    title: /*i18n*/ { id: 'info.banking', message: 'Banking' },
  },
  { href: '/faqs', cmsPage: 'faqs', title: /*i18n*/ { id: 'info.faqs', message: 'FAQs' } },
  {
    href: '/responsible-gaming',
    cmsPage: 'responsible_gaming',
    title: /*i18n*/ { id: 'info.responsibleGaming', message: 'Responsible gaming' },
  },
  {
    href: '/term-condition',
    cmsPage: 'term_condition',
    title: /*i18n*/ { id: 'info.termsConditions', message: 'Terms and conditions' },
  },
]
