import * as v from 'valibot'
import { colorNames } from './color-name.ts'
import { templateNamePattern } from './template-name.ts'

/**
 * What a theme package says about itself before its code is downloaded (its `./manifest`
 * export): its name, a title for people, the theme codes that select it (the specification's,
 * such as `slot1`), and the colours it allows. Apps learn their themes from these manifests; nothing lists themes by
 * hand (docs/themes.md).
 */
export const ThemeManifest = v.object({
  template: v.pipe(
    v.string(),
    v.regex(templateNamePattern, 'A theme name is lower-case letters, digits and dashes'),
  ),
  /** A name a designer recognises it by (Storybook's toolbar, the gallery): `Gold rush`. */
  title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
  codes: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'A theme code is not empty'))),
    v.minLength(1, 'A theme has at least one code'),
  ),
  colorNames: v.pipe(
    v.array(v.picklist(colorNames, 'A theme colour is one of core’s colour names')),
    v.minLength(2, 'A theme allows at least two colours'),
  ),
})
export type ThemeManifest = v.InferOutput<typeof ThemeManifest>
