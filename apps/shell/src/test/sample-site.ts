import type { Site } from '@parlor/contract'

/** A running site as the startup answer describes it, with no app for phones. */
export const sampleSite: Site = {
  site_name: 'Lucky Harbour',
  currency: 'PHP',
  currency_decimals: 2,
  theme_code: 'slot1',
  theme_color: 'gold',
  logo1: '/media/logos/lucky.svg',
  logo2: '/media/logos/lucky.svg',
  logo3: '/media/logos/lucky.svg',
  status: true,
  expired_date: null,
  logo_text: 'LUCKY',
  external_id: 'op-1',
  android_sub: '',
  ios_sub: '',
  manifest_icon: '/media/logos/lucky-icon.svg',
  gamify_status: true,
  deposit_min: 10_000,
  deposit_max: 5_000_000,
  withdraw_min: 20_000,
}
