import type { BuildMeta } from '@parlor/core'

/**
 * Redirects this build applies before any navigation, published in
 * builds/meta/{buildId}.json. Old addresses operators printed on flyers and links other sites
 * still carry; `/**` carries the rest of the path over. An http(s) target is a full page load.
 */
export const routeRules = {
  '/home': { redirect: '/' },
  '/index.html': { redirect: '/' },
  '/signup': { redirect: '/register' },
  '/signin': { redirect: '/login' },
  '/live-casino': { redirect: '/casino' },
  '/livecasino': { redirect: '/casino' },
  '/fish': { redirect: '/fishing' },
  '/promo/**': { redirect: '/promotions' },
  '/help/**': { redirect: '/faqs' },
  '/gambling-help': { redirect: 'https://www.begambleaware.org/' },
} satisfies BuildMeta['routeRules']
