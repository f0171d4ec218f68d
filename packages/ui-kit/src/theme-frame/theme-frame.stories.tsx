import { SiteStore } from '@parlor/story-stage/site-store'
import { StoryHomePage } from '@parlor/story-stage/story-home-page'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FrameNavigation, FramePhoneNavigation } from './frame-options.ts'
import { ThemeFrame } from './theme-frame.tsx'

interface FrameStoryArgs {
  readonly navigation: FrameNavigation
  readonly phoneNavigation: FramePhoneNavigation
  /** Force the phone arrangement whatever the window's width (the viewport tool also does). */
  readonly compact: boolean
  readonly player: boolean
}

/** Wider than any screen: the frame takes its phone arrangement. */
const alwaysCompact = 100_000

function FrameDemo({ navigation, phoneNavigation, compact, player }: FrameStoryArgs) {
  return (
    <SiteStore player={player}>
      <ThemeFrame
        navigation={navigation}
        phoneNavigation={phoneNavigation}
        loginEntry="page"
        currentPath="/slots"
        unreadMessages={player ? 1 : 0}
        {...(compact ? { compactBelow: alwaysCompact } : {})}
      >
        <StoryHomePage order={['banners', 'categories', 'rails']} />
      </ThemeFrame>
    </SiteStore>
  )
}

/**
 * The shared chrome every theme arranges, on the stores of the startup fixture: with no theme
 * chosen it shows the kit's tokens; choose a theme in the toolbar to see its stylesheet on it.
 */
const meta = {
  title: 'Frame/ThemeFrame',
  component: FrameDemo,
  parameters: { layout: 'fullscreen' },
  args: { navigation: 'bar', phoneNavigation: 'drawer', compact: false, player: false },
  argTypes: {
    navigation: { control: 'inline-radio', options: ['bar', 'inline', 'rail', 'columns'] },
    phoneNavigation: { control: 'inline-radio', options: ['drawer', 'tabs'] },
  },
} satisfies Meta<typeof FrameDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Slot lobbies: the category strip beneath the header. */
export const Bar: Story = {}
export const BarPlayer: Story = { args: { player: true } }
/** One compact band: the menu as text links inside the header bar. */
export const Inline: Story = { args: { navigation: 'inline' } }
export const InlinePlayer: Story = { args: { navigation: 'inline', player: true } }
/** Casino lobbies: the menu down the left edge beside the page. */
export const Rail: Story = { args: { navigation: 'rail' } }
export const RailPlayer: Story = { args: { navigation: 'rail', player: true } }
/** Sportsbooks: menu, page and the player's column (an invitation for a guest, the wallet for a player). */
export const Columns: Story = { args: { navigation: 'columns' } }
export const ColumnsPlayer: Story = { args: { navigation: 'columns', player: true } }
/** A phone: the menu behind a button in the header, in a drawer. */
export const PhoneDrawer: Story = { args: { compact: true } }
export const PhoneDrawerPlayer: Story = { args: { compact: true, player: true } }
/** A phone: Home, the first sections and Menu in a tab bar along the bottom edge. */
export const PhoneTabs: Story = { args: { compact: true, phoneNavigation: 'tabs' } }
export const PhoneTabsPlayer: Story = {
  args: { compact: true, phoneNavigation: 'tabs', player: true },
}
