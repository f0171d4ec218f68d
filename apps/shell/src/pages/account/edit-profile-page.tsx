import { useLingui } from '@lingui/react'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { EditProfileForm } from '../../account/edit-profile-form.tsx'
import { useSuccessToast } from '../../toasts/use-success-toast.ts'
import './account-narrow-page.css'

/** /edit-profile: change the name and email, then back to the profile. */
export function EditProfilePage() {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const toast = useSuccessToast()
  const saved = () => {
    toast(i18n._({ id: 'profile.saved', message: 'Profile saved.' }))
    void navigate({ href: '/profile' })
  }
  return (
    <div className="account-narrow-page">
      <PageHeader
        title={i18n._({ id: 'profile.edit', message: 'Edit profile' })}
        backHref="/profile"
        backLabel={i18n._({ id: 'profile.back', message: 'Back to profile' })}
      />
      <Panel>
        <EditProfileForm onSaved={saved} />
      </Panel>
    </div>
  )
}
