import { useLingui } from '@lingui/react'
import { ButtonLink, Panel } from '@parlor/ui-kit'

/**
 * What a sign-in page shows a player who is already signed in: why there is nothing to do, and
 * the way to their account.
 */
export function SignedInNotice({ message }: { message: string }) {
  const { i18n } = useLingui()
  return (
    <Panel>
      <p>{message}</p>
      <ButtonLink href="/account">
        {i18n._({ id: 'account.title', message: 'My account' })}
      </ButtonLink>
    </Panel>
  )
}
