// @parlor/ui-kit/rich-text: operator HTML, kept out of the main entry with its sanitiser.

export type { RichTextProps } from './rich-text/rich-text.tsx'
export { RichText } from './rich-text/rich-text.tsx'
