/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template20',
  title: 'Red lacquer',
  codes: ['casino7'],
  colorNames: ['red', 'gold', 'black'],
} as const
