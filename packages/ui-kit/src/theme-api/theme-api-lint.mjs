// A Stylelint rule that keeps a theme's stylesheet on the kit's theme API (docs/themes.md): it may
// select its own body scope (its name, its colours, the classes and id its look puts on the body)
// and the kit's public attributes listed in theme-api.json, and nothing else: no class of the kit
// (`.pk-game-tile__art`) or of the site (`.home-page__heading`), whose markup may change in any
// release. Stylelint loads it as a plugin (stylelint.config.mjs at the repository's root).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import stylelint from 'stylelint'

const api = JSON.parse(readFileSync(new URL('./theme-api.json', import.meta.url), 'utf8'))
/** The variables a theme may set: the semantic ones tokens.css declares, and the parts' own. */
const publicVariables = new Set(
  [
    ...readFileSync(new URL('../tokens/tokens.css', import.meta.url), 'utf8').matchAll(
      /^\s*(--pk-[\w-]+):/gm,
    ),
  ].map((match) => match[1]),
)
for (const name of Object.keys(api.tokens)) publicVariables.add(name)

export const ruleName = 'parlor/theme-api'

const messages = stylelint.utils.ruleMessages(ruleName, {
  className: (name) =>
    `".${name}" is not this theme's own class: select the kit through its theme API (a data-slot, a data-region, a state), see docs/themes.md`,
  id: (name) => `"#${name}" is not the id this theme's look puts on the body`,
  value: (attribute, value) =>
    `"${value}" is not a public ${attribute} of the kit's theme API (theme-api.json)`,
  attribute: (attribute) =>
    `[${attribute}] is not part of the kit's theme API: select a data-slot, a data-region, a data-variant or a listed state`,
  variable: (name) =>
    `"${name}" is not a variable of the kit's theme API (tokens.css, or the tokens in theme-api.json): name the theme's own variables after the theme, not --pk-`,
  layer: () =>
    'A theme rule belongs in @layer pk.theme, which wins over the kit and the site without a specificity contest',
})

/** Quoted strings of a TypeScript array literal after `key:` (`codes: ['slot1']`). */
const listAfter = (source, key) =>
  [
    ...(new RegExp(`${key}:\\s*\\[([^\\]]*)\\]`).exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g),
  ].map((match) => match[1])

/** What a theme's own scope is, read from the manifest and look beside its stylesheet. */
function themeScope(file) {
  const folder = dirname(file)
  const read = (name) => {
    try {
      return readFileSync(join(folder, name), 'utf8')
    } catch {
      return ''
    }
  }
  const manifest = read('manifest.ts')
  const look = read('look.ts')
  const template = /template:\s*'([^']+)'/.exec(manifest)?.[1]
  return {
    classes: new Set([
      ...(template ? [template] : []),
      ...listAfter(manifest, 'colorNames'),
      ...listAfter(look, 'classes'),
      ...listAfter(look, 'mainWrapClasses'),
    ]),
    id: /\bid:\s*'([^']+)'/.exec(look)?.[1],
  }
}

const publicValues = {
  'data-slot': new Set(Object.keys(api.slots)),
  'data-region': new Set(Object.keys(api.regions)),
  'data-variant': new Set(Object.values(api.variants).flat()),
}
const stateAttributes = new Set(Object.keys(api.states))

/** @type {import('stylelint').Rule} */
const rule = (enabled) => (root, result) => {
  if (!enabled) return
  const file = root.source?.input.file
  if (!file) return
  const scope = themeScope(file)
  root.walkDecls(/^--pk-/, (node) => {
    if (!publicVariables.has(node.prop))
      stylelint.utils.report({ ruleName, result, node, message: messages.variable(node.prop) })
  })
  root.walkRules((node) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name)) return
    const report = (message) => stylelint.utils.report({ ruleName, result, node, message })
    if (!inThemeLayer(node)) report(messages.layer())
    walkSelector(node.selector, {
      className: (name) => {
        if (!scope.classes.has(name)) report(messages.className(name))
      },
      id: (name) => {
        if (name !== scope.id) report(messages.id(name))
      },
      attribute: (name, value) => {
        const values = publicValues[name]
        if (values) {
          if (value !== undefined && !values.has(value)) report(messages.value(name, value))
        } else if (!stateAttributes.has(name)) report(messages.attribute(name))
      },
    })
  })
}

/** Whether a rule sits, at any depth, inside `@layer pk.theme { … }`. */
function inThemeLayer(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params.trim() === 'pk.theme')
      return true
  }
  return false
}

/**
 * Calls back for each class, id and attribute of a selector list. A small scanner rather than a
 * parser: theme selectors are plain CSS, and strings and escapes are all it must step over.
 */
function walkSelector(selector, on) {
  const identifier = /^-?[_a-zA-Z][\w-]*/
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index]
    if (char === '"' || char === "'") {
      index = selector.indexOf(char, index + 1)
      if (index < 0) return
    } else if (char === '.' || char === '#') {
      const name = identifier.exec(selector.slice(index + 1))?.[0]
      // A number (`.5`) is not a class; ids and classes need a name.
      if (!name) continue
      if (char === '.') on.className(name)
      else on.id(name)
      index += name.length
    } else if (char === '[') {
      const end = selector.indexOf(']', index)
      if (end < 0) return
      const match =
        /^\s*([\w-]+)\s*(?:[~|^$*]?=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))\s*(?:[is]\s*)?)?$/.exec(
          selector.slice(index + 1, end),
        )
      if (match?.[1]) on.attribute(match[1], match[2] ?? match[3] ?? match[4])
      index = end
    }
  }
}

rule.ruleName = ruleName
rule.messages = messages

export default stylelint.createPlugin(ruleName, rule)
