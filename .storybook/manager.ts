import type { ColorName } from '@parlor/core'
import { createElement } from 'react'
import { Select } from 'storybook/internal/components'
import { addons, types, useGlobals, useGlobalTypes, useParameter } from 'storybook/manager-api'

/** Each theme's allowed colours, as preview.tsx found them in the themes' manifests. */
function allowedColours(globalTypes: ReturnType<typeof useGlobalTypes>, theme: unknown) {
  const byTheme: unknown = globalTypes.colour?.allowedByTheme
  const allowed =
    byTheme && typeof byTheme === 'object'
      ? (byTheme as Record<string, unknown>)[String(theme)]
      : []
  return Array.isArray(allowed) ? (allowed as ColorName[]) : []
}

/**
 * The colour toolbar: unlike a fixed toolbar list, it offers only the colours the chosen theme
 * allows, and shows the one the story wears (the theme's first when none was chosen).
 */
function ColourTool() {
  const [globals, updateGlobals] = useGlobals()
  // `none` on a theme's story is the story's own theme (preview.tsx, story-themes.ts).
  const own = useParameter<string | undefined>('theme', undefined)
  const theme = globals.theme === 'none' || globals.theme === undefined ? own : globals.theme
  const allowed = allowedColours(useGlobalTypes(), theme)
  if (allowed.length === 0) return null
  const current = allowed.includes(globals.colour) ? globals.colour : allowed[0]
  return createElement(
    Select,
    {
      // A new theme or a colour set elsewhere (the address): remount so the shown choice follows.
      key: `${String(theme)}:${String(current)}`,
      ariaLabel: 'Theme colour',
      tooltip: 'Theme colour',
      defaultOptions: [current],
      options: allowed.map((name) => ({ title: name, value: name })),
      showSelectedOptionTitle: true,
      onSelect: (value) => updateGlobals({ colour: String(value) }),
    },
    'Colour',
  )
}

addons.register('parlor/colour', () => {
  addons.add('parlor/colour/tool', {
    type: types.TOOL,
    title: 'Theme colour',
    match: ({ viewMode }) => viewMode === 'story',
    render: ColourTool,
  })
})
