import type { ComponentType, ReactNode } from 'react'
import type { LanguageChoices } from '../language-switch/language-choices.ts'

/**
 * What the shell hands a theme's layout: the page itself, the floating elements (rewards icon,
 * live chat, partners widget) it renders where the theme puts them, and what the chrome shows
 * that no store holds. The layout puts the page in an element with id `mainContentId`, where the
 * shell's skip link leads.
 */
export interface LayoutProps {
  readonly children: ReactNode
  readonly floating?: ReactNode
  /**
   * The floating elements include a tab folded at the page's start edge (the partners widget):
   * on screens 768 px and wider the layout keeps a lane for it, so it covers nothing.
   */
  readonly floatingAtStart?: boolean
  /** The path showing now, for the menu's current item. */
  readonly currentPath: string
  /** The signed-in player's unread inbox messages; 0 for a guest. */
  readonly unreadMessages?: number
  /** The site's languages and the switch between them; no switch when absent. */
  readonly language?: LanguageChoices
}

export type ThemeLayout = ComponentType<LayoutProps>
