import { LoginFormView, LoginPageView } from '@parlor/shell/page-views'

/**
 * The login page (/login) in the site's own view and password form, validated by the
 * contract's rules. The site's switch to a one-time code is left out: that form asks the server
 * for a code. Submitting validates and goes nowhere; the account field does not take focus, as
 * a docs page shows every story at once.
 */
export function StoryLoginPage() {
  return (
    <LoginPageView>
      <LoginFormView autoFocus={false} onSubmit={async () => null} />
    </LoginPageView>
  )
}
