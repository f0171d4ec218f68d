import type { MenuItem, StartupRunning } from '@parlor/contract'
import { defineTheme, type Shades } from '../../theme/define-theme.ts'
import type { ThemeRegistry, ThemeRegistryEntry } from '../../theme/theme-registry.ts'

/** Startup answers and a theme registry for the startup tests: a demo site on template4. */
export const shades: Shades = ['#fafafa', '#d0d0d0', '#909090', '#505050', '#101010']
export const template4 = defineTheme({
  template: 'template4',
  codes: ['slot4'],
  colors: { gold: shades, red: shades },
  Layout: 'Template4Layout',
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  body: { id: 'slot4', mainWrapClasses: ['main-wrap'] },
})

export function registryWith(load: ThemeRegistryEntry<string>['load']): ThemeRegistry<string> {
  // The other themes' code must never be loaded: a page downloads its own theme only.
  const other = (template: string): ThemeRegistryEntry<string> => ({
    codes: [],
    colors: ['gold'],
    load: () => Promise.reject(new Error(template)),
  })
  return {
    template1: other('template1'),
    template4: { codes: ['slot4'], colors: ['gold', 'red'], load },
    template10: other('template10'),
  }
}

export const menuItem = (id: string, children: MenuItem[] = []): MenuItem => ({
  content_id: 1,
  id,
  name: id,
  path: `/${id}`,
  icon: '',
  children,
})

export function running(site: Partial<StartupRunning['site']> = {}): StartupRunning {
  return {
    statusCode: 1,
    statusMessage: 'OK',
    statusDetail: '',
    message: '',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [menuItem('hot'), menuItem('slots'), menuItem('fish'), menuItem('promotions')],
      game_menu: [menuItem('games', [menuItem('slots'), menuItem('crash')])],
    },
    site: {
      site_name: 'Lucky Demo',
      currency: 'PHP',
      currency_decimals: 2,
      theme_code: 'slot4',
      theme_color: 'red',
      logo1: '/logo1.svg',
      logo2: '/logo2.svg',
      logo3: '/logo3.svg',
      status: true,
      expired_date: null,
      logo_text: 'LUCKY',
      external_id: 'op-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/icon.png',
      gamify_status: true,
      deposit_min: 10_000,
      deposit_max: 5_000_000,
      withdraw_min: 20_000,
      ...site,
    },
    language: 'PHP',
    provider_count: [{ category: 'slots', count: 8 }],
    aff_domain: 'aff.example.com',
    live_chat: { chat_id: 'chat-1', image_id: '', status: true },
  }
}
