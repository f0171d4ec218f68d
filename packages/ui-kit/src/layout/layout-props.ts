import type { ComponentType, ReactNode } from 'react'

/**
 * What the shell hands a theme's layout: the page itself, and the floating elements (rewards
 * icon, live chat, partners widget) it renders where the theme puts them.
 */
export interface LayoutProps {
  readonly children: ReactNode
  readonly floating?: ReactNode
}

export type ThemeLayout = ComponentType<LayoutProps>
