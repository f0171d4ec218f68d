import type { ColorName } from '@parlor/core'
import { createElement } from 'react'
import { Select } from 'storybook/internal/components'
import { addons, types, useGlobals } from 'storybook/manager-api'
import { manifest as template1 } from '../themes/template1/src/manifest.ts'
import { manifest as template2 } from '../themes/template2/src/manifest.ts'
import { manifest as template3 } from '../themes/template3/src/manifest.ts'
import { manifest as template4 } from '../themes/template4/src/manifest.ts'
import { manifest as template5 } from '../themes/template5/src/manifest.ts'
import { manifest as template6 } from '../themes/template6/src/manifest.ts'
import { manifest as template7 } from '../themes/template7/src/manifest.ts'
import { manifest as template8 } from '../themes/template8/src/manifest.ts'
import { manifest as template9 } from '../themes/template9/src/manifest.ts'
import { manifest as template10 } from '../themes/template10/src/manifest.ts'
import { manifest as template11 } from '../themes/template11/src/manifest.ts'
import { manifest as template12 } from '../themes/template12/src/manifest.ts'
import { manifest as template13 } from '../themes/template13/src/manifest.ts'
import { manifest as template14 } from '../themes/template14/src/manifest.ts'
import { manifest as template15 } from '../themes/template15/src/manifest.ts'
import { manifest as template16 } from '../themes/template16/src/manifest.ts'
import { manifest as template17 } from '../themes/template17/src/manifest.ts'
import { manifest as template19 } from '../themes/template19/src/manifest.ts'
import { manifest as template20 } from '../themes/template20/src/manifest.ts'
import { manifest as template21 } from '../themes/template21/src/manifest.ts'
import { manifest as template22 } from '../themes/template22/src/manifest.ts'
import { manifest as template23 } from '../themes/template23/src/manifest.ts'

/** Each theme's allowed colours, from its manifest: the same list the shell's registry reads. */
const colourNames: Readonly<Record<string, readonly ColorName[]>> = Object.fromEntries(
  [
    template1,
    template2,
    template3,
    template4,
    template5,
    template6,
    template7,
    template8,
    template9,
    template10,
    template11,
    template12,
    template13,
    template14,
    template15,
    template16,
    template17,
    template19,
    template20,
    template21,
    template22,
    template23,
  ].map((manifest) => [manifest.template, manifest.colorNames]),
)

/**
 * The colour toolbar: unlike a fixed toolbar list, it offers only the colours the chosen theme
 * allows, and shows the one the story wears (the theme's first when none was chosen).
 */
function ColourTool() {
  const [globals, updateGlobals] = useGlobals()
  const allowed = colourNames[String(globals.theme)] ?? []
  if (allowed.length === 0) return null
  const current = allowed.includes(globals.colour) ? globals.colour : allowed[0]
  return createElement(
    Select,
    {
      // A new theme or a colour set elsewhere (the address): remount so the shown choice follows.
      key: `${String(globals.theme)}:${String(current)}`,
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
