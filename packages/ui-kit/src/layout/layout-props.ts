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
  /** The path showing now, for the menu's current item. */
  readonly currentPath: string
  /** The signed-in player's unread inbox messages; 0 for a guest. */
  readonly unreadMessages?: number
  /** The site's languages and the switch between them; no switch when absent. */
  readonly language?: LanguageChoices
}

export type ThemeLayout = ComponentType<LayoutProps>
