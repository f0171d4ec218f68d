import * as v from 'valibot'
import { loadEnv, type Plugin } from 'vite'
import { localeRoutingFrom } from '../src/i18n/locale-routing-from-env.ts'

/**
 * The build's language routing: read from the VITE_ settings, checked against contract's schema
 * and handed to the site as a constant. A build with settings the site could not run (an unknown
 * strategy, a default language the site does not offer, a root redirect off the site) stops, so
 * the operator hears it from the build rather than from players.
 */
export function localeRoutingCheck(): Plugin {
  return {
    name: 'parlor-locale-routing',
    config(config, { mode }) {
      // What Vite would expose as import.meta.env: the .env files of the mode and the shell.
      const env = loadEnv(mode, config.envDir || process.cwd(), 'VITE_')
      try {
        return { define: { __PARLOR_LOCALE_ROUTING__: JSON.stringify(localeRoutingFrom(env)) } }
      } catch (error) {
        if (!v.isValiError(error)) throw error
        throw new Error(`Invalid VITE_ language routing settings:\n${v.summarize(error.issues)}`)
      }
    },
  }
}
