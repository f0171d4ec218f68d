// @parlor/ui-kit/site: what runs a site on the packages (core's `startSite`, then `ParlorSite`),
// kept out of the main entry so a page of the kit alone never downloads it.

export type { ModalComponents, ModalProps } from './site/modal-host.tsx'
export { ModalHost } from './site/modal-host.tsx'
export type { ParlorSiteProps } from './site/parlor-site.tsx'
export { ParlorSite } from './site/parlor-site.tsx'
export { SiteHosts } from './site/site-hosts.tsx'
export type { SiteProvidersProps } from './site/site-providers.tsx'
export { SiteProviders } from './site/site-providers.tsx'
export { ToastHost } from './site/toast-host.tsx'
export { toastQueueAtom } from './site/toast-queue.ts'
