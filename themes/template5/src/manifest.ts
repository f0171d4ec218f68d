/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template5',
  title: 'Playground',
  codes: ['slot5'],
  colorNames: ['blue', 'teal', 'orange'],
} as const
