import { loginEntryTarget, sessionAtom } from '@parlor/core'
import { redirect } from '@tanstack/react-router'
import type { ShellServices } from '../app/shell-services.ts'
import { scheduleLoginModal } from '../session/login-modal-schedule.ts'
import { pendingDestinationAtom } from '../session/pending-destination.ts'

interface GuardInput {
  readonly context: ShellServices
  readonly location: { readonly href: string }
}

/**
 * The authenticated area: a guest goes where the theme's loginEntry says:
 * /login, or home with the login or sign-in modal opening a second later. Where they were going
 * is kept, so signing in takes them there.
 */
export function requireAccount({ context, location }: GuardInput): void {
  if (context.store.get(sessionAtom)) return
  context.store.set(pendingDestinationAtom, location.href)
  const target = loginEntryTarget(context.theme.loginEntry)
  if (target.path === '/login') {
    throw redirect({ href: `/login?${new URLSearchParams({ redirect: location.href })}` })
  }
  scheduleLoginModal(context.store, target)
  throw redirect({ href: '/' })
}

/** The `guest` middleware on /forgot-password: a signed-in player has no use for it. */
export function guestOnly({ context }: GuardInput): void {
  if (context.store.get(sessionAtom)) throw redirect({ href: '/' })
}
