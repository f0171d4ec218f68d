import { useLingui } from '@lingui/react'
import { SearchField } from '@parlor/ui-kit'
import { useEffect, useRef, useState } from 'react'
import { searchMaxLength } from './lobby-filters.ts'

/** A pause in typing long enough to mean "search this", short enough to feel immediate. */
const debounceMs = 300

/**
 * The lobby's search box. What the player types searches once they pause; clearing searches at
 * once. A search changed from elsewhere (back button, "Clear filters") shows in the box.
 */
export function LobbySearch({
  value,
  onSearch,
}: {
  /** The search the list shows now. */
  readonly value: string
  readonly onSearch: (search: string) => void
}) {
  const { i18n } = useLingui()
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (value !== text.trim()) setText(value)
  }

  const latest = useRef(onSearch)
  useEffect(() => {
    latest.current = onSearch
  })
  useEffect(() => {
    const wanted = text.trim()
    if (wanted === value) return
    const timer = setTimeout(() => latest.current(wanted), wanted === '' ? 0 : debounceMs)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <SearchField
      label={i18n._({ id: 'lobby.search', message: 'Search games' })}
      placeholder={i18n._({ id: 'lobby.searchPlaceholder', message: 'Game or provider name' })}
      value={text}
      onValueChange={setText}
      maxLength={searchMaxLength}
    />
  )
}
