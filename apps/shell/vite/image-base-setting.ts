import { setImageBase } from '@parlor/contract'
import { loadEnv, type Plugin } from 'vite'

/**
 * The build's image base (VITE_IMAGE_BASE: an image CDN's address or a path of the site), checked
 * as the site will set it and handed over as a constant. A value the site would refuse stops the
 * build, so the operator hears it from the build rather than from players seeing no pictures.
 */
export function imageBaseSetting(): Plugin {
  return {
    name: 'parlor-image-base',
    config(config, { mode }) {
      const base = loadEnv(mode, config.envDir || process.cwd(), 'VITE_').VITE_IMAGE_BASE ?? ''
      try {
        setImageBase(base)
      } catch (error) {
        throw new Error(`Invalid VITE_IMAGE_BASE: ${(error as Error).message}`)
      } finally {
        setImageBase('')
      }
      return { define: { __PARLOR_IMAGE_BASE__: JSON.stringify(base.trim()) } }
    },
  }
}
