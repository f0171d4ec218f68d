import { useLingui } from '@lingui/react'
import type { BankAccount } from '@parlor/contract'
import { useId } from 'react'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './bank-account-card.css'

export interface BankAccountCardProps {
  readonly account: BankAccount
  /** The bank's logo (the banks list's `logo_url`); the bank's name stands alone without it. */
  readonly logoUrl?: string
  /** 3 inside a titled panel, 2 directly under the page's heading (the default). */
  readonly headingLevel?: 2 | 3
}

/** One of the player's bank accounts: bank, holder, the starred-out number, when it was added. */
export function BankAccountCard({ account, logoUrl, headingLevel = 2 }: BankAccountCardProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article
      className="pk-bank-account-card"
      data-slot="bank-account-card"
      data-default={account.is_default || undefined}
      aria-labelledby={headingId}
    >
      {logoUrl ? (
        <LazyImage
          className="pk-bank-account-card__logo"
          src={logoUrl}
          alt=""
          width={80}
          height={32}
        />
      ) : null}
      <div className="pk-bank-account-card__body">
        <div className="pk-bank-account-card__head">
          <Heading id={headingId} className="pk-bank-account-card__bank">
            {account.bank_name}
          </Heading>
          {account.is_default ? (
            <StatusBadge tone="info">
              {i18n._({ id: 'bankAccount.default', message: 'Default' })}
            </StatusBadge>
          ) : null}
        </div>
        <p className="pk-bank-account-card__name">{account.account_name}</p>
        <p className="pk-bank-account-card__number">
          {/* Read as "account number ending 7890" rather than a string of stars. */}
          <span className="pk-bank-account-card__stars" aria-hidden="true">
            {account.account_number}
          </span>
          <VisuallyHidden>
            {i18n._({
              id: 'bankAccount.endingIn',
              message: 'Account number ending {digits}',
              values: { digits: account.account_number.replace(/\*/g, '') },
            })}
          </VisuallyHidden>
        </p>
        <p className="pk-bank-account-card__added">
          {i18n._({
            id: 'bankAccount.addedOn',
            message: 'Added {date}',
            values: { date: i18n.date(new Date(account.created_at), { dateStyle: 'medium' }) },
          })}
        </p>
      </div>
    </article>
  )
}
