import { initialLayout, type LayoutState } from './layout-store.ts'

/**
 * The layout as a first visit has it: without what the store kept from earlier visits, the lists
 * the site fetches once a page shows (social accounts, site information, partners) and the
 * visitor's display choices (a dismissed announcement, a closed download bar, the partners
 * widget). It is what a server renders a page from, since it shares the document between
 * visitors: a page rendered on the server hydrates from this, gets the choices back right after
 * (`withRememberedChoices`), and the lists with the site's next fetch of them.
 */
export function withoutRemembered(layout: LayoutState): LayoutState {
  return {
    ...layout,
    accountList: initialLayout.accountList,
    cms: initialLayout.cms,
    partners: initialLayout.partners,
    display: { ...initialLayout.display, preloader: layout.display.preloader },
  }
}

/**
 * `layout` with the display choices of `remembered` (an earlier visit's layout) put back; the
 * same object when there is nothing to put back (a first visit), so a store given it tells
 * nobody: every part of the page that reads the layout would otherwise draw again for nothing.
 */
export function withRememberedChoices(
  layout: LayoutState,
  remembered: Pick<LayoutState, 'display'>,
): LayoutState {
  const display = { ...remembered.display, preloader: layout.display.preloader }
  const changed = (Object.keys(display) as (keyof typeof display)[]).some(
    (choice) => display[choice] !== layout.display[choice],
  )
  return changed ? { ...layout, display } : layout
}
