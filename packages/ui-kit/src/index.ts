// The public surface of @parlor/ui-kit. Components read only CSS variables (see tokens.css).
import './tokens/tokens.css'

export type { ButtonProps, ButtonVariant } from './button/button.tsx'
export { Button } from './button/button.tsx'
export type { GameGridProps } from './game-grid/game-grid.tsx'
export { GameGrid } from './game-grid/game-grid.tsx'
export type { GameTileProps } from './game-tile/game-tile.tsx'
export { GameTile } from './game-tile/game-tile.tsx'
export type { LayoutProps, ThemeLayout } from './layout/layout-props.ts'
export type { AppLinkProps } from './navigation/app-link.tsx'
export { AppLink, LinkProvider } from './navigation/app-link.tsx'
export { Skeleton } from './skeleton/skeleton.tsx'
