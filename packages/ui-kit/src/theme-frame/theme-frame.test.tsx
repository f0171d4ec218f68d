import {
  guestUser,
  initialLayout,
  layoutAtom,
  loginModalId,
  modalAtom,
  type Store,
  signInModalId,
  userAtom,
} from '@parlor/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import type { LayoutProps } from '../layout/layout-props.ts'
import { siteMenu } from '../site-nav/site-nav-fixtures.ts'
import { mainContentId } from '../skip-link/skip-link.tsx'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import type { FrameOptions } from './frame-options.ts'
import { frameTheme } from './frame-theme.ts'
import { ThemeFrame } from './theme-frame.tsx'

const realMatchMedia = window.matchMedia

/** A window this wide: `(max-width: Npx)` queries answer as a browser would. */
function windowWidth(px: number) {
  window.matchMedia = (query: string) => {
    const limit = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY)
    return {
      matches: px <= limit,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }
  }
}

afterEach(() => {
  window.matchMedia = realMatchMedia
  // The stores persist the player: the next test starts as a guest again.
  localStorage.clear()
})

function siteStore(signedIn = false): Store {
  const store = createStore()
  store.set(layoutAtom, {
    ...initialLayout,
    content: { menu: siteMenu, game_menu: siteMenu.slice(0, 4) },
  })
  if (signedIn) {
    store.set(userAtom, {
      ...guestUser,
      isAuthenticated: true,
      user: {
        full_name: 'Player One',
        contact_email: '',
        account_id: 'player_one',
        session_token: 'tok-1',
      },
      token: 'tok-1',
      game: { balance: 125_00, token: '' },
    })
  }
  return store
}

function renderFrame(options: FrameOptions & Pick<LayoutProps, 'language'>, store = siteStore()) {
  const view = renderWithI18n(
    <Provider store={store}>
      <ThemeFrame currentPath="/slots" {...options}>
        <h1>The page</h1>
      </ThemeFrame>
    </Provider>,
  )
  return { ...view, store }
}

/** The frame's column, tab bar and drawer are lazy chunks: a busy test machine takes a while. */
const lazyPart = { timeout: 10_000 }

const mainMenu = () => screen.queryByRole('navigation', { name: 'Main menu' })

describe('ThemeFrame', () => {
  it('puts the page in the main landmark the skip link leads to', () => {
    windowWidth(1280)
    renderFrame({ navigation: 'bar', phoneNavigation: 'drawer', loginEntry: 'page' })
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', mainContentId)
    expect(within(main).getByRole('heading', { name: 'The page' })).toBeInTheDocument()
  })

  it('shows the menu across the header on a wide screen, the current section marked', () => {
    windowWidth(1280)
    renderFrame({ navigation: 'bar', phoneNavigation: 'drawer', loginEntry: 'page' })
    const menu = mainMenu()
    expect(menu?.closest('header')).not.toBeNull()
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('moves the menu beside the page in the rail and column arrangements', () => {
    windowWidth(1280)
    renderFrame({ navigation: 'rail', phoneNavigation: 'drawer', loginEntry: 'page' })
    expect(mainMenu()?.closest('header')).toBeNull()
    expect(mainMenu()?.closest('.pk-frame__rail')).not.toBeNull()
  })

  it('gives a sportsbook a player column inviting a guest to register', async () => {
    windowWidth(1280)
    renderFrame({ navigation: 'columns', phoneNavigation: 'tabs', loginEntry: 'page' })
    const column = await screen.findByRole('heading', { name: 'New here?' }, lazyPart)
    expect(column.closest('aside')).not.toBeNull()
  })

  it("shows a player's balance and wallet links in the sportsbook column", async () => {
    windowWidth(1280)
    renderFrame(
      { navigation: 'columns', phoneNavigation: 'drawer', loginEntry: 'page' },
      siteStore(true),
    )
    const column = (await screen.findByRole('heading', { name: 'Your wallet' }, lazyPart)).closest(
      'section',
    )
    expect(within(column as HTMLElement).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/withdrawal',
    )
    expect(column?.querySelector('[data-slot="amount"]')).toHaveTextContent(/^125\b/)
  })

  it('puts the menu behind a button on a phone, and opens it in a drawer', async () => {
    windowWidth(375)
    renderFrame({ navigation: 'bar', phoneNavigation: 'drawer', loginEntry: 'page' })
    expect(mainMenu()).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, lazyPart)
    expect(within(drawer).getByRole('link', { name: 'Promotions' })).toBeInTheDocument()
  })

  it('gives a phone a tab bar: home, the first sections, and the whole menu', async () => {
    windowWidth(375)
    renderFrame({ navigation: 'rail', phoneNavigation: 'tabs', loginEntry: 'page' })
    const tabs = await screen.findByRole('navigation', { name: 'Quick menu' }, lazyPart)
    const links = within(tabs).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Hot games',
      'Slots',
      'Live casino',
    ])
    expect(within(tabs).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(tabs).getByRole('button', { name: 'Menu' })).toBeInTheDocument()
  })

  it('sends a guest to /login on a page-entry theme', () => {
    windowWidth(1280)
    renderFrame({ navigation: 'bar', phoneNavigation: 'drawer', loginEntry: 'page' })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it.each([
    ['login-modal', loginModalId],
    ['signin-modal', signInModalId],
  ] as const)('opens the %s at once from the header', async (loginEntry, modal) => {
    windowWidth(1280)
    const { store } = renderFrame({ navigation: 'inline', phoneNavigation: 'tabs', loginEntry })
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(store.get(modalAtom).stack).toEqual([modal])
  })

  it('puts the language switch in the header on a wide screen and in the footer on a phone', async () => {
    const language = { current: 'EN', languages: ['EN', 'CN'], choose: async () => {} } as const
    const arrangement = {
      navigation: 'bar',
      phoneNavigation: 'drawer',
      loginEntry: 'page',
    } as const
    windowWidth(1280)
    const wide = renderFrame({ ...arrangement, language })
    const inHeader = screen.getAllByRole('button', { name: 'Language: EN' })[0]
    expect(inHeader?.closest('header')).not.toBeNull()
    wide.unmount()

    windowWidth(375)
    renderFrame({ ...arrangement, language })
    const inFooter = await screen.findByRole('button', { name: 'Language: EN' }, lazyPart)
    expect(inFooter.closest('footer')).not.toBeNull()
    expect(screen.getByRole('banner')).not.toContainElement(inFooter)
  })

  it('wraps the page in the main-wrap classes a template declares', () => {
    windowWidth(1280)
    renderFrame({
      navigation: 'bar',
      phoneNavigation: 'drawer',
      loginEntry: 'page',
      mainWrapClasses: ['main-wrap', 'slot4-wrap'],
    })
    expect(screen.getByRole('main').parentElement).toHaveClass('main-wrap', 'slot4-wrap')
  })
})

describe('frameTheme', () => {
  const shades = ['#ffffff', '#dddddd', '#999999', '#444444', '#000000'] as const
  const manifest = { template: 'template2', codes: ['slot2'], colorNames: ['red', 'gold'] } as const
  const theme = frameTheme(
    manifest,
    { red: shades, gold: shades },
    {
      frame: { navigation: 'inline', phoneNavigation: 'tabs' },
      loginEntry: 'login-modal',
      breakpoint: { name: 'template2Custom', px: 1200 },
    },
  )

  it("turns compact below the theme's custom breakpoint rather than at 768 px", () => {
    windowWidth(1100)
    const { Layout } = theme
    renderWithI18n(
      <Provider store={siteStore()}>
        <Layout currentPath="/">
          <p>Page</p>
        </Layout>
      </Provider>,
    )
    expect(mainMenu()).toBeNull()
    expect(document.querySelector('.pk-frame')).toHaveAttribute('data-compact', 'true')
  })

  it('keeps the rest of the theme as defined, and checks it', () => {
    expect(theme).toMatchObject({
      template: 'template2',
      codes: ['slot2'],
      colors: { red: shades, gold: shades },
      loginEntry: 'login-modal',
      breakpoint: { name: 'template2Custom', px: 1200 },
    })
    expect(() =>
      frameTheme(
        { template: 'template2', codes: ['slot2'], colorNames: ['red'] },
        { red: shades },
        { frame: { navigation: 'bar', phoneNavigation: 'drawer' } },
      ),
    ).toThrow('at least two colours')
  })

  it('sends a guest to the login page when the theme names no modal, and shows the default home', () => {
    expect(theme.rewardsEntry).toBe('page')
    expect(theme.home).toBeUndefined()
  })
})
