import { useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { ButtonLink, EmptyState, PageHeader } from '@parlor/ui-kit'
import { TabPanel, Tabs } from '@parlor/ui-kit/tabs'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { PromotionAction } from '../../rewards/promotion-action.tsx'
import {
  allCategories,
  categoryLabel,
  inCategory,
  promotionCategories,
} from '../../rewards/promotion-categories.ts'
import { PromotionGrid } from '../../rewards/promotion-grid.tsx'
import { PromotionsSkeleton } from '../../rewards/promotions-skeleton.tsx'
import { usePromotionClaim } from '../../rewards/use-promotion-claim.ts'
import { useSearchChoice } from '../../rewards/use-search-choice.ts'
import '../../rewards/promotions.css'

// The dialog and the sanitiser its rich text needs download with the first "Details".
const PromotionDetails = lazy(() =>
  import('../../rewards/promotion-details.tsx').then((m) => ({ default: m.PromotionDetails })),
)
/** /promotions: what the site runs now, by category, each with its terms and the way to take it. */
export function PromotionsPage() {
  const { i18n } = useLingui()
  const list = useSiteQuery('promotionList', { category: '' })
  const promotions = list.data?.items ?? []
  const categories = promotionCategories(promotions)
  const [category, setCategory] = useSearchChoice('category', categories, allCategories)
  const { claim, outcomes, claimingId } = usePromotionClaim()
  const [details, setDetails] = useState<Promotion | null>(null)

  const title = i18n._({ id: 'promotions.title', message: 'Promotions' })
  let content: ReactNode
  if (!list.data) content = <PromotionsSkeleton />
  else if (promotions.length === 0) {
    content = (
      <EmptyState
        title={i18n._({ id: 'promotions.none', message: 'No promotions are running right now' })}
        action={
          <ButtonLink href="/">
            {i18n._({ id: 'promotions.toGames', message: 'Browse the games' })}
          </ButtonLink>
        }
      >
        <p>
          {i18n._({
            id: 'promotions.noneBody',
            message: 'New offers appear here as soon as they start.',
          })}
        </p>
      </EmptyState>
    )
  } else {
    content = (
      <Tabs
        label={i18n._({ id: 'promotions.categories', message: 'Promotion categories' })}
        value={category}
        onValueChange={setCategory}
        tabs={categories.map((value) => ({ value, label: categoryLabel(i18n, value) }))}
      >
        {categories.map((value) => (
          <TabPanel key={value} value={value}>
            <PromotionGrid
              promotions={promotions.filter((promotion) => inCategory(promotion, value))}
              outcomes={outcomes}
              claimingId={claimingId}
              onClaim={claim}
              onDetails={setDetails}
            />
          </TabPanel>
        ))}
      </Tabs>
    )
  }

  return (
    <div>
      <PageHeader title={title}>
        <p>
          {i18n._({
            id: 'promotions.intro',
            message: 'Bonuses and offers running now. Open one for its full terms.',
          })}
        </p>
      </PageHeader>
      {content}
      {details ? (
        <Suspense fallback={null}>
          <PromotionDetails
            promotion={details}
            onClose={() => setDetails(null)}
            action={
              <PromotionAction
                promotion={details}
                outcome={outcomes.get(details.promotion_id)}
                claiming={claimingId === details.promotion_id}
                onClaim={claim}
              />
            }
          />
        </Suspense>
      ) : null}
    </div>
  )
}
