import { languageCodes } from '@parlor/contract'
import { isLanguageCode, type Theme } from '@parlor/core'
import type { LanguageChoices, ThemeLayout } from '@parlor/ui-kit'
import type { StoryContext, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { useGlobals } from 'storybook/preview-api'
import { SiteStore } from './site-store.tsx'
import { StoryAccountPage } from './story-account-page.tsx'
import { StoryHomePage } from './story-home-page.tsx'
import { StoryLobbyPage } from './story-lobby-page.tsx'
import { StoryLoginPage } from './story-login-page.tsx'
import type { StoryStage } from './story-stage.ts'
import { ThemePalette } from './theme-palette.tsx'

/*
 * The stories every theme shows, shared by the themes' story files: each file names its theme in
 * its meta (`parameters: { theme: 'templateN' }`), the preview's loader downloads that theme (or
 * the one the toolbar chose instead), and these stories render what it loaded. A theme's story
 * file is then its title and this list.
 */

interface PageArgs {
  /** Signed in as the fixture's player, or a guest. */
  readonly player: boolean
}

type ThemeStory = StoryObj<PageArgs>

type LoadedTheme = Theme<ThemeLayout>

function stageOf(context: Pick<StoryContext, 'loaded' | 'title'>): {
  theme: LoadedTheme
  colour: NonNullable<StoryStage['colour']>
} {
  const { theme, colour } = context.loaded as StoryStage<ThemeLayout>
  if (!theme || !colour) {
    throw new Error(`${context.title}: a theme story names its theme in parameters.theme`)
  }
  return { theme, colour }
}

/** The language switch of a story's frame: a choice changes the toolbar's language. */
function useStoryLanguage(): LanguageChoices {
  const [globals, updateGlobals] = useGlobals()
  return {
    current: isLanguageCode(globals.language) ? globals.language : 'EN',
    languages: languageCodes,
    choose: async (code) => updateGlobals({ language: code }),
  }
}

/** The theme's own Layout around a page, on stores filled from the startup fixture. */
function pageStory(
  path: string,
  page: (theme: LoadedTheme) => ReactNode,
  player: boolean,
): ThemeStory {
  return {
    args: { player },
    argTypes: { player: { control: 'boolean' } },
    parameters: { layout: 'fullscreen' },
    render: (args, context) => {
      const { theme } = stageOf(context)
      const { Layout } = theme
      const language = useStoryLanguage()
      return (
        <SiteStore player={args.player}>
          <Layout currentPath={path} unreadMessages={args.player ? 1 : 0} language={language}>
            {page(theme)}
          </Layout>
        </SiteStore>
      )
    },
  }
}

/** Home: the sections in the theme's order, the casino and sportsbook leads where it puts them. */
export const Home: ThemeStory = pageStory(
  '/',
  (theme) => <StoryHomePage order={theme.home} />,
  false,
)

/** A category lobby: provider chips, search, the game grid and its pages. */
export const Lobby: ThemeStory = pageStory('/slots', () => <StoryLobbyPage />, false)

/** The signed-in player's account: balance, VIP progress and inbox. */
export const Account: ThemeStory = pageStory('/account', () => <StoryAccountPage />, true)

/** The login page's form in a panel. */
export const Login: ThemeStory = pageStory('/login', () => <StoryLoginPage />, false)

/** Its palette swatches and the contrast of its texts on their backgrounds: the docs page's head. */
export const Palette: StoryObj = {
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => {
    const { theme, colour } = stageOf(context)
    return <ThemePalette theme={theme} colour={colour} />
  },
}
