import { useRouterState } from '@tanstack/react-router'
import './navigation-progress.css'

/**
 * A thin bar across the top while a route change is pending. It only appears after a short delay
 * (in CSS), so the quick navigations that preloading makes possible never flash it.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  return <div className="navigation-progress" data-active={pending} aria-hidden="true" />
}
