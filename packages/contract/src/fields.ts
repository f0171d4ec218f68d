import * as v from 'valibot'
import { LanguageCode } from './entities/language.ts'
import { isRealInstant } from './real-instant.ts'

/**
 * Field rules shared by every call. The specification leaves bounds open; these are ours
 * (docs/decisions.md). Messages are translation keys of the validation catalog, so a form and the
 * server's statusDetail say the same thing.
 */

/**
 * The string every text field of a request starts from: no control characters and no lone
 * surrogates. `\p{Cc}` is the C0 controls, DEL and the C1 controls: PostgreSQL refuses a NUL in
 * text (the server answered 500), and the others are invisible in a name or a code. No request
 * field is written on more than one line, so tabs and line breaks go too. A lone UTF-16
 * surrogate (`\p{Cs}`) has no UTF-8 form: the database driver would store U+FFFD instead of what
 * was sent. Checked before trimming, on the text as it arrived.
 */
export function text(typeMessage?: string) {
  return v.pipe(v.string(typeMessage), v.regex(/^[^\p{Cc}\p{Cs}]*$/u, 'textControlCharacters'))
}

export const AccountId = v.pipe(
  text('accountIdRequired'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'accountIdRequired'),
  v.regex(/^[a-z0-9_]{4,20}$/, 'accountIdFormat'),
)

export const Password = v.pipe(
  text('passwordRequired'),
  v.minLength(1, 'passwordRequired'),
  v.minLength(8, 'passwordTooShort'),
  v.maxLength(64, 'passwordTooLong'),
)

/** A session token: opaque to clients. */
export const AuthToken = v.pipe(text('authRequired'), v.minLength(1, 'authRequired'))

export const DomainName = v.pipe(
  text('domainNameRequired'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'domainNameRequired'),
  v.maxLength(253, 'domainNameFormat'),
  v.regex(/^[a-z0-9.-]+$/, 'domainNameFormat'),
)

/** The operator's id for the site; the platform tells sites apart by domain, so it may be empty. */
export const ExternalId = v.optional(v.pipe(text(), v.maxLength(64)), '')

export const Phone = v.pipe(
  text('phoneRequired'),
  v.trim(),
  v.minLength(1, 'phoneRequired'),
  v.regex(/^\+?[0-9]{7,15}$/, 'phoneFormat'),
)

export const Email = v.pipe(
  text('emailRequired'),
  v.trim(),
  v.minLength(1, 'emailRequired'),
  v.maxLength(254, 'emailFormat'),
  v.email('emailFormat'),
)

/** Email where giving one is optional: empty, or a valid address. */
export const OptionalEmail = v.optional(
  v.pipe(text('emailFormat'), v.trim(), v.union([v.literal(''), Email])),
  '',
)

export const FullName = v.pipe(
  text('fullNameRequired'),
  v.trim(),
  v.minLength(1, 'fullNameRequired'),
  v.maxLength(60, 'fullNameTooLong'),
)

/** One-time codes are six digits. */
export const Tac = v.pipe(
  text('tacRequired'),
  v.trim(),
  v.minLength(1, 'tacRequired'),
  v.regex(/^[0-9]{6}$/, 'tacFormat'),
)

/**
 * Money is an integer count of the currency's minor units. Plain `Money` is signed
 * (a ledger entry's change); balances and prizes never go below zero; amounts a player asks to
 * move are at least one minor unit.
 */
export const Money = v.pipe(v.number('amountRequired'), v.safeInteger('amountInteger'))
export const NonNegativeMoney = v.pipe(Money, v.minValue(0, 'amountNotNegative'))
export const PositiveMoney = v.pipe(Money, v.minValue(1, 'amountPositive'))

/** How many of something: players, tokens, items. */
export const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** Ids of the platform's own records (inbox items, withdrawals, promotions…). */
export const RecordId = v.pipe(
  v.number('idRequired'),
  v.safeInteger('idFormat'),
  v.minValue(1, 'idFormat'),
)

/** A provider's code for one of its games, and the provider's own code (JILI, PPLAY…). */
export const GameCode = v.pipe(
  text('gameCodeRequired'),
  v.trim(),
  v.minLength(1, 'gameCodeRequired'),
  v.maxLength(64, 'gameCodeFormat'),
)
export const ProviderCode = v.pipe(
  text('providerCodeRequired'),
  v.trim(),
  v.minLength(1, 'providerCodeRequired'),
  v.maxLength(32, 'providerCodeFormat'),
)

/**
 * A short code narrowing a list: a provider code, a sport, a promotions tab. Empty means no
 * filter; a code the site does not have simply matches nothing.
 */
export const ListFilter = v.optional(v.pipe(text(), v.trim(), v.maxLength(32)), '')

/** The SEO page asked for (`home`, `slots`…); the shell asks for `home` at start. */
export const PageName = v.optional(
  v.pipe(text(), v.trim(), v.minLength(1), v.maxLength(64)),
  'home',
)

/** An account id shown to other players: partly starred out, e.g. `jo***42`. */
export const MaskedAccountId = v.string()

/** The name on a bank account: letters and spaces only, as the keyboard filter allows. */
export const BankAccountName = v.pipe(
  text('bankAccountNameRequired'),
  v.trim(),
  v.minLength(1, 'bankAccountNameRequired'),
  v.maxLength(60, 'bankAccountNameTooLong'),
  v.regex(/^[\p{L} ]+$/u, 'bankAccountNameFormat'),
)

/** A bank of the site's payout list, by its code (`GCASH`). */
export const BankCode = v.pipe(
  text('bankCodeRequired'),
  v.trim(),
  v.minLength(1, 'bankCodeRequired'),
)

/** Digits only (the keyboard filter); banks' numbers run from 5 to 30 digits. */
export const BankAccountNumber = v.pipe(
  text('bankAccountNumberRequired'),
  v.trim(),
  v.regex(/^[0-9]{5,30}$/, 'bankAccountNumberFormat'),
)

/** A referral code as a player types or a link carries it; empty when there is none. */
export const ReferralCode = v.optional(
  v.pipe(text(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,32}$/, 'referralCodeFormat')),
  '',
)

/** Marketing and tracking ids (fbp cookie, AppsFlyer id, campaign tags): opaque, maybe empty. */
export const TrackingId = v.optional(v.pipe(text(), v.trim(), v.maxLength(256)), '')

/** Free-text search of a list; empty means no filter. */
export const SearchText = v.optional(v.pipe(text(), v.trim(), v.maxLength(50, 'searchTooLong')), '')

/**
 * Dates travel as ISO 8601 timestamps that name a real instant between 1970 and 9999 (UTC), in
 * the forms valibot's `isoTimestamp` reads: that check alone let 30 February, year 0000 and
 * offsets up to ±23:59 through, which PostgreSQL refused with a 500 (see `isRealInstant`).
 */
export const IsoDate = v.pipe(v.string('dateInvalid'), v.check(isRealInstant, 'dateInvalid'))

/** Whether a URL parser reads the text as an absolute http or https address, as browsers do. */
function isHttpAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * An address the site links out to, on another site: absolute http or https. The parser reads
 * the scheme as a browser does (case, leading spaces and controls, tabs and line breaks inside),
 * so `data:`, `javascript:` and their disguises are refused.
 */
export const WebAddress = v.pipe(v.string(), v.check(isHttpAddress))

/**
 * A list's page, from 1. Bounded so that the rows skipped (page × page_size, at most 100 a page)
 * stay within a database integer: page 21,474,838 of 100 asked the reference server for an offset
 * PostgreSQL's integer cannot hold, and it answered 500 instead of a validation error.
 */
export const maxPage = 1_000_000
export const Page = v.optional(
  v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(maxPage)),
  1,
)
export const PageSize = v.optional(
  v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)),
  10,
)

/** Every account-data call sends these two. */
export const accountEntries = {
  account_id: AccountId,
  auth: AuthToken,
}

/** Calls about a site send these two. */
export const siteEntries = {
  domain_name: DomainName,
  external_id: ExternalId,
}

/**
 * Calls answering operator texts (promotions, news, messages…) may name the language to write
 * them in: the one on the player's screen. Left out, the server answers in the site's language;
 * a text the operator has not written in the language asked for comes in English.
 */
export const languageEntries = {
  language: v.optional(LanguageCode),
}

/** History lists may be narrowed to a period; either end may be left open. */
export const dateRangeEntries = {
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
}

/** Paged lists answer with these next to their items. */
export const pagingEntries = {
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
}

/** Paged lists are asked for with these. */
export const pageRequestEntries = {
  page: Page,
  page_size: PageSize,
}
