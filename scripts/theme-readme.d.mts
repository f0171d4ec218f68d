/** A theme package's package.json, as far as its README reads it. */
export interface ThemePackageJson {
  readonly name: string
  readonly description?: string
  readonly keywords?: readonly string[]
  readonly exports: Readonly<Record<string, unknown>>
  readonly peerDependencies?: Readonly<Record<string, string>>
}

/** A theme's README from its package.json and its `manifest`, `palette` and `look` exports. */
export declare function themeReadme(theme: {
  readonly packageJson: ThemePackageJson
  readonly manifest: {
    readonly template: string
    readonly title?: string
    readonly codes: readonly string[]
    readonly colorNames: readonly string[]
  }
  readonly palette: Readonly<Record<string, readonly string[]>>
  readonly look: {
    readonly frame: { readonly navigation: string; readonly phoneNavigation: string }
    readonly home?: readonly string[]
    readonly loginEntry?: string
  }
}): string

/** The README of the theme package in `folder`, from its package.json and its built modules. */
export declare function themeReadmeOf(folder: string): Promise<string>

/** Whether a package.json's keywords make the package a theme (docs/themes.md). */
export declare function isTheme(packageJson: { readonly keywords?: readonly string[] }): boolean
