// @parlor/ui-kit/drawer: the phone's menu drawer, kept out of the main entry so a theme downloads
// it (and Radix's dialog) only when a player first opens the menu.

export type { MobileNavDrawerProps } from './mobile-nav-drawer/mobile-nav-drawer.tsx'
export { MobileNavDrawer } from './mobile-nav-drawer/mobile-nav-drawer.tsx'
