/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template23',
  title: 'Jewel lounge',
  codes: ['casino8'],
  colorNames: ['purple', 'crimson', 'gold'],
} as const
