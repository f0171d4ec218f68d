/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template16',
  title: 'Light navy',
  codes: ['casino6'],
  colorNames: ['navy', 'gold', 'crimson'],
} as const
