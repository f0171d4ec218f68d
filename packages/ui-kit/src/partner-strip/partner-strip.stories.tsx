import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { PartnerStrip, type PartnerStripItem } from './partner-strip.tsx'

function logo(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96"><rect width="240" height="96" rx="16" fill="${colour}"/><text x="120" y="58" font-size="26" font-family="sans-serif" fill="#fff" text-anchor="middle">${name}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const partners: PartnerStripItem[] = [
  ['JILI', '#8a6100'],
  ['Pragmatic Play', '#421414'],
  ['PG Soft', '#0f2a40'],
  ['FA CHAI', '#0f3320'],
  ['JDB Gaming', '#3d2b00'],
  ['Evolution', '#2a2f3a'],
].map(([name = '', colour = '']) => ({
  href: `https://partners.example/${name.toLowerCase().replace(/\s/g, '-')}`,
  img_url: logo(name, colour),
  partner_name: name,
}))

const meta = {
  title: 'Kit/PartnerStrip',
  component: PartnerStrip,
  decorators: [withI18n],
  args: { label: 'Our partners', partners },
} satisfies Meta<typeof PartnerStrip>

export default meta
type Story = StoryObj<typeof meta>

export const Partners: Story = {}
export const Few: Story = { args: { partners: partners.slice(0, 2) } }
/** A broken logo keeps its box; its name is still the link's name. */
export const BrokenLogo: Story = {
  args: { partners: [{ ...(partners[0] as PartnerStripItem), img_url: '/missing.svg' }] },
}
/** No partners: nothing is rendered. */
export const Empty: Story = { args: { partners: [] } }
