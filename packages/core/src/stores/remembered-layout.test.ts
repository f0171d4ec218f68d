import { describe, expect, it } from 'vitest'
import { initialLayout, type LayoutState } from './layout-store.ts'
import { withoutRemembered, withRememberedChoices } from './remembered-layout.ts'

const shown: LayoutState = {
  ...initialLayout,
  display: { ...initialLayout.display, preloader: false },
}

describe('withRememberedChoices', () => {
  it('puts back the choices an earlier visit made, keeping the loading state as it is now', () => {
    const earlier: LayoutState = {
      ...initialLayout,
      display: { ...initialLayout.display, beforeAnnouncement: false, partnerSection: true },
    }
    const restored = withRememberedChoices(shown, earlier)
    expect(restored.display).toEqual({
      ...initialLayout.display,
      preloader: false,
      beforeAnnouncement: false,
      partnerSection: true,
    })
  })

  it('gives back the same layout on a first visit, so nothing that reads it draws again', () => {
    const firstVisit = withoutRemembered(initialLayout)
    expect(withRememberedChoices(shown, firstVisit)).toBe(shown)
    expect(withRememberedChoices(shown, initialLayout)).toBe(shown)
  })
})
