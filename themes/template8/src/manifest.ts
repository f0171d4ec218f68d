/**
 * What the shell must know before downloading the theme: its template, the codes that select it
 * and the colours it allows. Kept apart from the theme module so the registry stays tiny.
 */
export const manifest = {
  template: 'template8',
  title: 'Ivory lounge',
  codes: ['casino3'],
  colorNames: ['purple', 'gold', 'teal'],
} as const
