import type { ModalComponents, ModalProps } from '@parlor/ui-kit/site'
import { type ComponentType, lazy } from 'react'
import { withCatalogs } from '../i18n/catalogs.ts'

type ModalModule = { default: ComponentType<ModalProps> }

/** Each modal's code, and the texts it shows. */
const loaders = {
  loginmodal: withCatalogs(['messages', 'validation'], () => import('./login-modal.tsx')),
  signinmodal: withCatalogs(['messages', 'validation'], () => import('./sign-in-modal.tsx')),
  partners: () => import('./partners-modal.tsx'),
  announcement: () => import('./announcement-modal.tsx'),
  'app-download': () => import('./app-download-modal.tsx'),
} satisfies Record<string, () => Promise<ModalModule>>

export type ModalName = keyof typeof loaders

export const modalNames = Object.keys(loaders) as ModalName[]

const started = new Map<ModalName, Promise<ModalModule>>()

/**
 * A modal's code, downloaded once: when it first opens, or earlier when the site knows it is
 * about to open (a login modal scheduled for the next second), so it shows on time.
 */
export function loadModal(id: ModalName): Promise<ModalModule> {
  const existing = started.get(id)
  if (existing) return existing
  const loading: Promise<ModalModule> = loaders[id]()
  // A failed download is tried again on the next open rather than remembered.
  loading.catch(() => started.delete(id))
  started.set(id, loading)
  return loading
}

/** What each of the site's modal ids shows: its code and texts download when it first opens. */
export const shellModals: ModalComponents = Object.fromEntries(
  modalNames.map((name) => [name, lazy(() => loadModal(name))]),
)
