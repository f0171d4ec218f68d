declare const __PARLOR_IMAGE_BASE__: string

/**
 * Where the deployment's images live (VITE_IMAGE_BASE, checked when the site was built,
 * vite/image-base-setting.ts); '' for the site's own origin. The site sets it before its first
 * call, so every image address an answer carries is read against it.
 */
export const imageBase: string = __PARLOR_IMAGE_BASE__
