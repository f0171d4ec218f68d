import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { AppLink, ButtonLink, DescriptionList, PageHeader, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import './profile-page.css'

/** /profile: who the signed-in player is, and the way to change it. */
export function ProfilePage() {
  const { i18n } = useLingui()
  const { user, fullname, email, vip } = useAtomValue(userAtom)
  const notSet = (
    <span className="profile-page__unset">
      {i18n._({ id: 'profile.notSet', message: 'Not set' })}
    </span>
  )
  const fullName = fullname || user?.full_name || ''
  const contactEmail = email || user?.contact_email || ''

  return (
    <div className="profile-page">
      <PageHeader
        title={i18n._({ id: 'profile.title', message: 'Profile' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.back', message: 'Back to my account' })}
      />
      <Panel title={i18n._({ id: 'profile.details', message: 'Your details' })}>
        <div data-testid="profile-details">
          <DescriptionList
            items={[
              {
                term: i18n._({ id: 'auth.accountId', message: 'Account ID' }),
                description: user?.account_id ?? '',
              },
              {
                term: i18n._({ id: 'profile.fullName', message: 'Full name' }),
                description: fullName || notSet,
              },
              {
                term: i18n._({ id: 'profile.email', message: 'Email' }),
                description: contactEmail || notSet,
              },
              {
                term: i18n._({ id: 'profile.vipLevel', message: 'VIP level' }),
                description: (
                  <span className="profile-page__vip">
                    <span data-testid="profile-vip-level">
                      {vip?.currentLevel ||
                        i18n._({ id: 'profile.noVipLevel', message: 'No level yet' })}
                    </span>
                    <AppLink href="/vip">
                      {i18n._({ id: 'vip.allLevels', message: 'All VIP levels' })}
                    </AppLink>
                  </span>
                ),
              },
            ]}
          />
        </div>
        <div className="profile-page__actions">
          <ButtonLink href="/edit-profile">
            {i18n._({ id: 'profile.edit', message: 'Edit profile' })}
          </ButtonLink>
          <ButtonLink href="/change-password" variant="secondary">
            {i18n._({ id: 'password.change', message: 'Change password' })}
          </ButtonLink>
        </div>
      </Panel>
    </div>
  )
}
