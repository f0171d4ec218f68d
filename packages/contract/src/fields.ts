import * as v from 'valibot'

/**
 * Field rules shared by every call. The specification leaves bounds open (§5); these are ours
 * (docs/decisions.md). Messages are translation keys of the validation catalog, so a form and the
 * server's statusDetail say the same thing.
 */
export const AccountId = v.pipe(
  v.string('accountIdRequired'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9_]{4,20}$/, 'accountIdFormat'),
)

export const Password = v.pipe(
  v.string('passwordRequired'),
  v.minLength(8, 'passwordTooShort'),
  v.maxLength(64, 'passwordTooLong'),
)

/** A session token: opaque to clients. */
export const AuthToken = v.pipe(v.string('authRequired'), v.minLength(1, 'authRequired'))

export const DomainName = v.pipe(
  v.string('domainNameRequired'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'domainNameRequired'),
  v.maxLength(253, 'domainNameFormat'),
  v.regex(/^[a-z0-9.-]+$/, 'domainNameFormat'),
)

/** The operator's id for the site; the platform tells sites apart by domain, so it may be empty. */
export const ExternalId = v.optional(v.pipe(v.string(), v.maxLength(64)), '')

export const Phone = v.pipe(v.string('phoneRequired'), v.trim(), v.regex(/^\+?[0-9]{7,15}$/, 'phoneFormat'))

export const Email = v.pipe(
  v.string('emailRequired'),
  v.trim(),
  v.maxLength(254, 'emailFormat'),
  v.email('emailFormat'),
)

export const FullName = v.pipe(
  v.string('fullNameRequired'),
  v.trim(),
  v.minLength(1, 'fullNameRequired'),
  v.maxLength(60, 'fullNameTooLong'),
)

/** One-time codes are six digits. */
export const Tac = v.pipe(v.string('tacRequired'), v.trim(), v.regex(/^[0-9]{6}$/, 'tacFormat'))

/** Money is an integer count of the currency's minor units (design.md §4). */
export const Money = v.pipe(v.number(), v.safeInteger('amountInteger'))
export const PositiveMoney = v.pipe(Money, v.minValue(1, 'amountPositive'))

/** Dates travel as ISO 8601 strings. */
export const IsoDate = v.pipe(v.string(), v.isoTimestamp())

export const Page = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 1)
export const PageSize = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)), 10)

/** Every account-data call sends these two (spec §6). */
export const accountEntries = {
  account_id: AccountId,
  auth: AuthToken,
}

/** Calls about a site send these two. */
export const siteEntries = {
  domain_name: DomainName,
  external_id: ExternalId,
}

/** Paged lists answer with these next to their items. */
export const pagingEntries = {
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
}
