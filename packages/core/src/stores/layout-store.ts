import type {
  LanguageCode,
  LiveChat,
  Maintenance,
  ProviderCount,
  ResponseOf,
  Site,
  SiteContent,
  SuccessOf,
} from '@parlor/contract'
import { atomWithStorage } from 'jotai/vanilla/utils'
import type { TemplateName } from '../theme/template-name.ts'
import { keptJsonStorage } from './kept-json-storage.ts'

type SiteInfo = SuccessOf<ResponseOf<'siteInfoDetail'>>
type SocialAccounts = SuccessOf<ResponseOf<'socialAccount'>>['accountList']
type Partners = SuccessOf<ResponseOf<'partners'>>['partners']

/** What the page shows around the routes. */
export interface LayoutState {
  /** The last startup message: an error such as "Invalid theme code", or the server's words. */
  readonly message: string
  readonly template: TemplateName | null
  readonly maintenance: Maintenance
  /** The site's local language (its info pages come in English or this one). */
  readonly language: LanguageCode | null
  readonly content: SiteContent | null
  readonly accountList: SocialAccounts
  readonly site: Site | null
  readonly cms: SiteInfo['cms'] | null
  readonly provider_count: readonly ProviderCount[]
  readonly aff_domain: string
  readonly live_chat: LiveChat | null
  readonly partners: Partners
  readonly display: {
    readonly preloader: boolean
    readonly beforeAnnouncement: boolean
    readonly appDownloadPrompt: boolean
    readonly downloadBar: boolean
    /** The floating partners widget is open; it starts folded, so it never covers a page. */
    readonly partnerSection: boolean
  }
}

export const initialLayout: LayoutState = {
  message: '',
  template: null,
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  language: null,
  content: null,
  accountList: [],
  site: null,
  cms: null,
  provider_count: [],
  aff_domain: '',
  live_chat: null,
  partners: [],
  display: {
    preloader: true,
    beforeAnnouncement: true,
    appDownloadPrompt: true,
    downloadBar: true,
    partnerSection: false,
  },
}

export const layoutStorageKey = 'parlor:layout:v1'

/** Persisted, so a reload after a failed chunk paints the last known site at once. */
export const layoutAtom = atomWithStorage<LayoutState>(
  layoutStorageKey,
  initialLayout,
  keptJsonStorage(),
  { getOnInit: true },
)
