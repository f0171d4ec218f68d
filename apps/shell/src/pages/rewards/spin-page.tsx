import { useLingui } from '@lingui/react'
import { AppLink, PageHeader } from '@parlor/ui-kit'
import { LuckyWheel } from '../../rewards/lucky-wheel.tsx'
import './spin-page.css'

/** /spin: the lucky wheel, turned with minigame tokens for cash or more tokens. */
export function SpinPage() {
  const { i18n } = useLingui()
  return (
    <div>
      <PageHeader title={i18n._({ id: 'spin.title', message: 'Lucky wheel' })}>
        <p>
          {i18n._({
            id: 'spin.intro',
            message: 'Spend a token, spin the wheel and win cash or more spins.',
          })}{' '}
          <AppLink href="/mission" className="spin-page__link">
            {i18n._({ id: 'spin.earnMore', message: 'Earn more tokens with missions' })}
          </AppLink>
        </p>
      </PageHeader>
      <LuckyWheel />
    </div>
  )
}
