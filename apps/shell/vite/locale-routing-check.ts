import * as v from 'valibot'
import type { Plugin } from 'vite'
import { localeRoutingFrom } from '../src/i18n/locale-routing-from-env.ts'

/**
 * Refuses to build with language routing the site could not run (an unknown strategy, a default
 * language the site does not offer, a root redirect off the site): the operator hears it from
 * the build rather than from players.
 */
export function localeRoutingCheck(): Plugin {
  return {
    name: 'parlor-locale-routing-check',
    configResolved(config) {
      try {
        localeRoutingFrom(config.env)
      } catch (error) {
        if (!v.isValiError(error)) throw error
        throw new Error(`Invalid VITE_ language routing settings:\n${v.summarize(error.issues)}`)
      }
    },
  }
}
