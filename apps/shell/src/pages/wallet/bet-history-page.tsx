import { useLingui } from '@lingui/react'
import { Button, ButtonLink, EmptyState, PageHeader, Panel } from '@parlor/ui-kit'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { useBetColumns } from '../../wallet/bet-columns.tsx'
import { searchPage, searchText } from '../../wallet/list-search.ts'
import { PagedTable } from '../../wallet/paged-table.tsx'
import { ProviderFilter } from '../../wallet/provider-filter.tsx'
import { useListSearch } from '../../wallet/use-list-search.ts'
import { useSeenProviders } from '../../wallet/use-seen-providers.ts'
import './wallet-page.css'

const pageSize = 20

/** /bet-history: every round the player played, newest first, by provider (`?provider=`). */
export function BetHistoryPage() {
  const { i18n } = useLingui()
  const { search, update } = useListSearch()
  const provider = searchText(search, 'provider')
  const page = searchPage(search)
  const bets = useAccountQuery(
    'betHistory',
    { page, page_size: pageSize, provider_code: provider },
    { keepPrevious: true },
  )
  const providers = useSeenProviders(bets.data?.items, provider)
  const columns = useBetColumns()

  return (
    <div className="wallet-page">
      <PageHeader
        title={i18n._({ id: 'wallet.betHistory', message: 'Bet history' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
      >
        <p>
          {i18n._({
            id: 'bets.intro',
            message: 'Quote a round ID to support if a game did not go as expected.',
          })}
        </p>
      </PageHeader>
      <Panel>
        {providers.length > 0 ? (
          <div className="wallet-filters">
            <ProviderFilter
              providers={providers}
              value={provider}
              onChange={(code) => update({ provider: code, page: undefined })}
            />
          </div>
        ) : null}
        <PagedTable
          caption={i18n._({ id: 'bets.rounds', message: 'Your rounds' })}
          columns={columns}
          rowKey={(bet) => bet.round_id}
          answer={bets.data}
          page={page}
          pageSize={pageSize}
          busy={bets.isPlaceholderData}
          onPageChange={(next) => update({ page: next })}
          testId="bet-history"
          empty={
            provider ? (
              <EmptyState
                title={i18n._({
                  id: 'bets.noneWithProvider',
                  message: 'No bets with {provider}',
                  values: { provider },
                })}
                action={
                  <Button variant="secondary" onClick={() => update({ provider: undefined })}>
                    {i18n._({ id: 'bets.showAllProviders', message: 'Show all providers' })}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={i18n._({ id: 'bets.none', message: 'No bets yet' })}
                action={
                  <ButtonLink href="/">
                    {i18n._({ id: 'bets.findGame', message: 'Find a game' })}
                  </ButtonLink>
                }
              >
                <p>
                  {i18n._({
                    id: 'bets.noneHint',
                    message: 'Every round you play shows here with its stake and win.',
                  })}
                </p>
              </EmptyState>
            )
          }
        />
      </Panel>
    </div>
  )
}
