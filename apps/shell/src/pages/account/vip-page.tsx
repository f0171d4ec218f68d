import { useLingui } from '@lingui/react'
import { refreshVip, userAtom } from '@parlor/core'
import {
  Button,
  ButtonLink,
  EmptyState,
  PageHeader,
  Panel,
  Skeleton,
  VipLadder,
} from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useMoneyFormat } from '../../account/use-money-format.ts'
import { VipPanel } from '../../account/vip-panel.tsx'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { useShell } from '../../app/shell-context.tsx'
import './vip-page.css'

/**
 * /vip (open to guests): the site's VIP ladder; a signed-in player also sees how far they
 * are towards the next level, and their own level marked on the ladder.
 */
export function VipPage() {
  const { i18n } = useLingui()
  const { api, store, reporter } = useShell()
  const money = useMoneyFormat()
  const { isAuthenticated, vip } = useAtomValue(userAtom)
  const levels = useSiteQuery('vipLevels', {})

  // Progress moves with every deposit and round: show it as it stands now, not as at sign-in.
  useEffect(() => {
    if (!isAuthenticated) return
    void refreshVip({ api, store }).then((answer) => {
      if (answer) reporter.report(answer)
    })
  }, [isAuthenticated, api, store, reporter])

  return (
    <div className="vip-page">
      <PageHeader title={i18n._({ id: 'vip.pageTitle', message: 'VIP programme' })}>
        <p>
          {i18n._({
            id: 'vip.intro',
            message:
              'Deposit and play to climb the levels. Each level brings more rebate and bigger limits.',
          })}
        </p>
      </PageHeader>
      {isAuthenticated ? (
        <VipPanel />
      ) : (
        <Panel title={i18n._({ id: 'vip.yourProgress', message: 'Your progress' })}>
          <p>{i18n._({ id: 'vip.guest', message: 'Log in to see your progress.' })}</p>
          <ButtonLink href="/login?redirect=%2Fvip">
            {i18n._({ id: 'auth.login', message: 'Log in' })}
          </ButtonLink>
        </Panel>
      )}
      <section className="vip-page__levels" aria-labelledby="vip-levels-heading">
        <h2 id="vip-levels-heading" className="vip-page__heading">
          {i18n._({ id: 'vip.levelsTitle', message: 'Levels' })}
        </h2>
        {levels.data ? (
          levels.data.levels.length > 0 ? (
            <VipLadder
              levels={levels.data.levels}
              money={money}
              headingLevel={3}
              {...(isAuthenticated && vip ? { currentLevelName: vip.currentLevel } : {})}
            />
          ) : (
            <EmptyState
              title={i18n._({ id: 'vip.noLevels', message: 'No VIP levels yet' })}
              action={
                <ButtonLink href="/promotions">
                  {i18n._({ id: 'vip.seePromotions', message: 'See promotions' })}
                </ButtonLink>
              }
            >
              <p>
                {i18n._({
                  id: 'vip.noLevelsDetail',
                  message:
                    'The VIP programme is being prepared. Our promotions are open meanwhile.',
                })}
              </p>
            </EmptyState>
          )
        ) : levels.isError ? (
          <EmptyState
            title={i18n._({ id: 'vip.levelsFailed', message: 'The levels could not be loaded' })}
            action={
              <Button variant="secondary" onClick={() => void levels.refetch()}>
                {i18n._({ id: 'common.retry', message: 'Try again' })}
              </Button>
            }
          />
        ) : (
          <div className="vip-page__skeletons" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="vip-page__skeleton" />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
