import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SiteFooter } from './site-footer.tsx'

const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${colour}"/></svg>`)}`

const meta = {
  title: 'Kit/SiteFooter',
  component: SiteFooter,
  decorators: [withI18n],
  args: {
    siteName: 'Golden Lantern',
    infoLinks: [
      { href: '/about', label: 'About us' },
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/banking', label: 'Banking' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/responsible-gaming', label: 'Responsible gaming' },
      { href: '/term-condition', label: 'Terms and conditions' },
      { href: '/contact-us', label: 'Contact us' },
    ],
    socialAccounts: [
      {
        type: 'facebook',
        name: 'Golden Lantern',
        url: 'https://www.facebook.com/parlor',
        icon: icon('#1877f2'),
      },
      {
        type: 'telegram',
        name: '@parlordemo',
        url: 'https://t.me/parlordemo',
        icon: icon('#29a9eb'),
      },
      {
        type: 'whatsapp',
        name: '+63 900 000 0000',
        url: 'https://wa.me/639000000000',
        icon: icon('#25d366'),
      },
    ],
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/** No logo: the site's name stands in. */
export const Default: Story = {}
export const WithLogo: Story = {
  args: {
    logo: {
      src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="8" fill="#f5b301"/><ellipse cx="22" cy="20" rx="11" ry="10" fill="#1a1300"/><rect x="17" y="7" width="10" height="4" rx="1" fill="#1a1300"/><rect x="17" y="29" width="10" height="4" rx="1" fill="#1a1300"/><text x="94" y="25" font-size="13" font-weight="700" text-anchor="middle" fill="#1a1300">GOLDEN LANTERN</text></svg>')}`,
      alt: 'Golden Lantern',
    },
  },
}
export const NoSocialAccounts: Story = { args: { socialAccounts: [] } }
/** A theme's extra row (partners, payment methods) above the legal line. */
export const WithExtraContent: Story = {
  args: { children: <p style={{ margin: 0 }}>Licensed and regulated. Partner logos go here.</p> },
}
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
}
