import DOMPurify from 'dompurify'

/**
 * The sanitiser in a browser: DOMPurify on the page's own window. Node takes
 * `purifier-server.ts` instead (package.json `imports`, condition `node`), so a browser app never
 * installs or bundles the jsdom that a server needs.
 */
export const purifier = DOMPurify
