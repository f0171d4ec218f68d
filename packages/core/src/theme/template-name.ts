/**
 * A theme's name, as its package's manifest declares it (`template1`, or `harbour-lights` for a
 * theme made outside this repository). Names are open: a site's theme is checked at run time
 * against the themes the app was built with (`ThemeRegistry`), not against a list in core.
 */
export type TemplateName = string

/** Lower-case letters, digits and dashes, starting with a letter: safe as a class and a path. */
export const templateNamePattern = /^[a-z][a-z0-9-]*$/
