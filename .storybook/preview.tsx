import { isLanguageCode, localeByCode } from '@parlor/core'
import { StoryI18nProvider } from '@parlor/story-stage/story-i18n-provider'
import type { Preview } from '@storybook/react-vite'
import { activateLanguage } from './story-languages.ts'
import { stageFor, storyThemeLabel, storyThemeNames, storyThemes } from './story-themes.ts'
// The kit's variables for every story, as the site's entry loads them before any theme.
import '../packages/ui-kit/src/tokens/tokens.css'

/**
 * Every story's globals: the theme (its stylesheet, colour classes and shades on the document,
 * as the shell puts them), the colour (a tool of its own in manager.ts lists the theme's allowed
 * colours), the language (its catalogs activated) and the viewport. Loaders run again whenever a
 * global changes, so a switch re-dresses the page before the story renders again.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme: a template package, or none for the kit’s own tokens',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        // On a theme's story "none" is that theme (its meta's parameters.theme), so a designer
        // can switch to another to compare and back again.
        items: [
          { value: 'none', title: 'The story’s own (kit tokens, or the theme’s story)' },
          ...storyThemeNames.map((template) => ({
            value: template,
            title: storyThemeLabel(template),
          })),
        ],
        dynamicTitle: true,
      },
    },
    // No toolbar entry: the colour tool (manager.ts) offers the chosen theme's colours only,
    // which it reads from here (the manager is bundled apart and cannot find the themes itself).
    colour: {
      description: 'The theme colour: one the theme allows; empty for its first',
      allowedByTheme: Object.fromEntries(
        storyThemeNames.map((template) => [template, storyThemes[template]?.colors ?? []]),
      ),
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // The codes core knows, in the specification's order, each with its locale.
        items: Object.entries(localeByCode).map(([code, locale]) => ({
          value: code,
          title: `${code} (${locale})`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'none',
    colour: '',
    language: 'EN',
    viewport: { value: undefined, isRotated: false },
  },
  // Every kit component's docs page, with its prop table; the Foundations pages opt out.
  tags: ['autodocs'],
  parameters: {
    // axe-core on every story, by the a11y addon (its panel) and the story test alike: WCAG 2.1 A
    // and AA and axe's best practices, as the site's browser tests check. A violation fails the
    // story test; a story may turn a rule off in its own parameters.a11y, saying why.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    },
    options: {
      // Storybook reads this from the source, so it is written out. Alphabetical with numbers
      // read as numbers (template2 before template10); a file's stories keep their own order.
      storySort: { method: 'alphabetical', order: ['Foundations', 'Themes', 'Frame', '*'] },
    },
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  loaders: [
    async ({ globals, parameters }) => {
      const [stage] = await Promise.all([
        stageFor(globals, parameters.theme),
        activateLanguage(isLanguageCode(globals.language) ? globals.language : 'EN'),
      ])
      return stage
    },
  ],
  decorators: [(Story) => <StoryI18nProvider>{Story()}</StoryI18nProvider>],
}

export default preview
