export interface NewThemeOptions {
  readonly root: string
  readonly name: string
  readonly from?: string
  readonly code?: string
  readonly title?: string
}

export declare function newTheme(options: NewThemeOptions): {
  readonly folder: string
  readonly changeset: string
}
