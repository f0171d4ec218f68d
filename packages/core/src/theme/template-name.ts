/** The twenty-two templates of spec §2 (template18 does not exist). */
export const templateNames = [
  'template1',
  'template2',
  'template3',
  'template4',
  'template5',
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template12',
  'template13',
  'template14',
  'template15',
  'template16',
  'template17',
  'template19',
  'template20',
  'template21',
  'template22',
  'template23',
] as const

export type TemplateName = (typeof templateNames)[number]

export function isTemplateName(value: string): value is TemplateName {
  return (templateNames as readonly string[]).includes(value)
}
