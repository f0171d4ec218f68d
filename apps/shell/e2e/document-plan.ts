import { readFileSync } from 'node:fs'
import type { DocumentPlan } from '@parlor/contract'

/**
 * What the build wrote for the server to prepare documents with (each theme's and page's files):
 * the site the server serves is the one built into apps/shell/dist.
 */
export function readDocumentPlan(): DocumentPlan {
  const file = new URL('../dist/.parlor/document-plan.json', import.meta.url)
  return JSON.parse(readFileSync(file, 'utf8')) as DocumentPlan
}
