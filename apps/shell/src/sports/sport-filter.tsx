import { useLingui } from '@lingui/react'
import { FilterChips } from '@parlor/ui-kit'
import { sportName } from './sport-names.ts'

export interface SportFilterProps {
  readonly sports: readonly string[]
  /** '' for every sport. */
  readonly value: string
  readonly onChange: (sport: string) => void
}

/** Chips to narrow the matches to one sport; none while the feed has had a single sport. */
export function SportFilter({ sports, value, onChange }: SportFilterProps) {
  const { i18n } = useLingui()
  if (sports.length < 2 && value === '') return null
  return (
    <FilterChips
      label={i18n._({ id: 'sports.filterLabel', message: 'Sport' })}
      options={[
        { value: '', label: i18n._({ id: 'sports.allSports', message: 'All sports' }) },
        ...sports.map((sport) => ({ value: sport, label: sportName(i18n, sport) })),
      ]}
      value={value}
      onValueChange={onChange}
    />
  )
}
