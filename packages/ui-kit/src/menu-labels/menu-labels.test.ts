import { setupI18n } from '@lingui/core'
import { gameCategories } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { menuLabel, menuLabels } from './menu-labels.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('menuLabel', () => {
  it('names every game category of the contract', () => {
    expect(gameCategories.filter((category) => !Object.hasOwn(menuLabels, category))).toEqual([])
  })

  it('translates known ids in any case and keeps the operator’s name for others', () => {
    expect(menuLabel(i18n, { id: 'livecasino', name: 'livecasino' })).toBe('Live casino')
    expect(menuLabel(i18n, { id: 'HOT', name: 'HOT' })).toBe('Hot games')
    expect(menuLabel(i18n, { id: 'download', name: 'download' })).toBe('App')
    expect(menuLabel(i18n, { id: 'fiesta', name: 'Fiesta Week' })).toBe('Fiesta Week')
    expect(menuLabel(i18n, { id: 'constructor', name: 'Builder' })).toBe('Builder')
  })

  it('follows the catalog of the player’s language', () => {
    const filipino = setupI18n({ locale: 'fil', messages: { fil: { 'menu.fish': 'Pangingisda' } } })
    expect(menuLabel(filipino, { id: 'fish', name: 'fish' })).toBe('Pangingisda')
  })
})
