/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template12',
  title: 'Pixel arcade',
  codes: ['slot6'],
  colorNames: ['orange', 'purple', 'teal'],
} as const
