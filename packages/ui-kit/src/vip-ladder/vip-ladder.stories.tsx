import type { VipLevel } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { VipLadder } from './vip-ladder.tsx'

const badge = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="${fill}"/></svg>`,
  )}`

const levels: VipLevel[] = [
  ['Bronze', '#b87333', 0, 0, 0.2, 0, 1_000_000, ['Weekly rebate']],
  ['Silver', '#c0c0c0', 50_000, 500_000, 0.4, 20_000, 2_000_000, ['Birthday bonus']],
  [
    'Gold',
    '#ffd700',
    250_000,
    2_500_000,
    0.6,
    40_000,
    3_000_000,
    ['Birthday bonus', 'Faster withdrawals'],
  ],
  [
    'Diamond',
    '#7fdbff',
    6_250_000,
    62_500_000,
    1,
    80_000,
    0,
    ['Birthday bonus', 'Faster withdrawals', 'Personal account manager'],
  ],
].map(
  (
    [vip_name, fill, min_deposit, min_turnover, rebate_percent, upgrade_bonus, limit, benefits],
    level,
  ) => ({
    level,
    vip_name: vip_name as string,
    icon_url: badge(fill as string),
    min_deposit: min_deposit as number,
    min_turnover: min_turnover as number,
    rebate_percent: rebate_percent as number,
    upgrade_bonus: upgrade_bonus as number,
    daily_withdraw_limit: limit as number,
    benefits: benefits as string[],
  }),
)

const meta = {
  title: 'Sections/VipLadder',
  component: VipLadder,
  decorators: [withI18n],
  args: { levels, money: { currency: 'PHP', decimals: 2, locale: 'en' } },
} satisfies Meta<typeof VipLadder>

export default meta
type Story = StoryObj<typeof meta>

/** A guest: every level alike. */
export const Guest: Story = {}

/** A signed-in Silver player: their rung is framed and badged. */
export const CurrentLevel: Story = { args: { currentLevelName: 'Silver' } }

/** Under a section heading, the level names are h3. */
export const UnderASection: Story = { args: { currentLevelName: 'Diamond', headingLevel: 3 } }

/** Artwork that fails keeps its placeholder box. */
export const BrokenIcons: Story = {
  args: { levels: levels.map((level) => ({ ...level, icon_url: '/missing.svg' })) },
}

/** Vietnamese dong: no decimals, dot grouping. */
export const NoDecimals: Story = {
  args: { money: { currency: 'VND', decimals: 0, locale: 'vi' }, currentLevelName: 'Bronze' },
}
