import { useLingui } from '@lingui/react'
import { useId } from 'react'
import './wallet.css'

/** Narrows a list to one game provider; "All providers" first. */
export function ProviderFilter({
  providers,
  value,
  onChange,
}: {
  providers: readonly string[]
  value: string
  onChange: (provider: string) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="wallet-select">
      <label className="wallet-select__label" htmlFor={id}>
        {i18n._({ id: 'bets.provider', message: 'Provider' })}
      </label>
      <select
        id={id}
        className="wallet-select__input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid="provider-filter"
      >
        <option value="">{i18n._({ id: 'bets.allProviders', message: 'All providers' })}</option>
        {providers.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </select>
    </div>
  )
}
