import { Primary, Stories, Title } from '@storybook/addon-docs/blocks'
import type { ComponentType } from 'react'

/**
 * A theme's docs page (its story file's `autodocs` entry): the palette story first, which shows the
 * swatches and measures the contrast of the theme's texts on its backgrounds, then its pages.
 */
export function ThemeDocsPage() {
  return (
    <>
      <Title />
      <Primary />
      <Stories title="Pages" includePrimary={false} />
    </>
  )
}

/**
 * The parameters every theme's story file gives its meta, typed by React alone so each theme's
 * story file can name its meta's type.
 */
export const themeStoryParameters: { readonly docs: { readonly page: ComponentType } } = {
  docs: { page: ThemeDocsPage },
}
