import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { ImageAddress } from '../entities/image-address.ts'
import { LanguageCode } from '../entities/language.ts'
import { MenuItem, ProviderCount } from '../entities/menu.ts'
import { Site } from '../entities/site.ts'
import { envelopeEntries, FailureEnvelope } from '../envelope.ts'
import { DomainName, IsoDate } from '../fields.ts'
import { statusCode } from '../status.ts'

export const Maintenance = v.object({
  is_maintenance: v.boolean(),
  start_date: v.nullable(IsoDate),
  end_date: v.nullable(IsoDate),
})
export type Maintenance = v.InferOutput<typeof Maintenance>

export const LiveChat = v.object({
  chat_id: v.string(),
  image_id: ImageAddress,
  status: v.boolean(),
})
export type LiveChat = v.InferOutput<typeof LiveChat>

export const SiteContent = v.object({
  menu: v.array(MenuItem),
  game_menu: v.array(MenuItem),
})
export type SiteContent = v.InferOutput<typeof SiteContent>

const startupSuccessEntries = {
  ...envelopeEntries,
  statusCode: v.literal(statusCode.success),
  message: v.optional(v.string(), ''),
}

/** A site in maintenance answers only its window: the shell must load nothing else. */
export const StartupInMaintenance = v.object({
  ...startupSuccessEntries,
  maintenance: v.object({ ...Maintenance.entries, is_maintenance: v.literal(true) }),
})
export type StartupInMaintenance = v.InferOutput<typeof StartupInMaintenance>

export const StartupRunning = v.object({
  ...startupSuccessEntries,
  maintenance: v.object({ ...Maintenance.entries, is_maintenance: v.literal(false) }),
  content: SiteContent,
  site: Site,
  /** The site's local language: info pages show English or this one. */
  language: LanguageCode,
  provider_count: v.array(ProviderCount),
  /** The domain referral links are built on. */
  aff_domain: v.string(),
  live_chat: LiveChat,
})
export type StartupRunning = v.InferOutput<typeof StartupRunning>

export const startup = defineCall({
  path: '/api/startup',
  request: v.object({ domain_name: DomainName }),
  response: v.union([StartupRunning, StartupInMaintenance, FailureEnvelope]),
})

export function isInMaintenance(res: {
  statusCode: number
  maintenance?: { is_maintenance: boolean }
}): res is StartupInMaintenance {
  return res.statusCode === statusCode.success && res.maintenance?.is_maintenance === true
}
