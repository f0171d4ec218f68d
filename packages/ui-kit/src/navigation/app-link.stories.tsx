import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AppLink, type AppLinkProps, LinkProvider } from './app-link.tsx'

/** Stands in for the shell's router link: a hash address, so the story never leaves the page. */
function RouterLink({ href, external, ...props }: AppLinkProps) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  ) : (
    <a href={`#${href}`} {...props} />
  )
}

/**
 * AppLink has no look of its own: unstyled, it takes the tokens' --pk-link colour; the sections
 * that use it give it their own class. Without a LinkProvider (here) it is a plain anchor.
 */
const meta = {
  title: 'Kit/AppLink',
  component: AppLink,
  decorators: [withI18n],
  args: { href: '/promotions', children: 'Promotions' },
} satisfies Meta<typeof AppLink>

export default meta
type Story = StoryObj<typeof meta>

/** A page of the site: opens in the same tab. */
export const Internal: Story = {}
/** Another site (a partner, a help line): opens in a new tab without an opener. */
export const External: Story = {
  args: {
    href: 'https://partners.example/pragmatic-play',
    external: true,
    children: 'Pragmatic Play',
  },
}
/** In running text, as the terms line under a bonus shows it. */
export const InText: Story = {
  args: { href: '/term-condition', children: 'terms and conditions' },
  render: (args) => (
    <p>
      Bonus money must be wagered 10 times before it can be withdrawn. Read the{' '}
      <AppLink {...args} /> before you claim.
    </p>
  ),
}
/** Inside the app: the shell's LinkProvider renders it through the router's link. */
export const ThroughTheRouter: Story = {
  args: { href: '/wallet', children: 'Wallet' },
  decorators: [(Story) => <LinkProvider link={RouterLink}>{Story()}</LinkProvider>],
}
