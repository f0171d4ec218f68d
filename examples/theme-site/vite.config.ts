import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The platform server this site's calls and artwork go to (`PARLOR_API`, the reference server's
// demo by default), reached through the preview server so the site calls its own origin.
const platform = process.env.PARLOR_API ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
  preview: {
    proxy: { '/api': platform, '/media': platform },
    // Each site is a domain of its own: template5.localhost and the like.
    allowedHosts: ['.localhost'],
  },
})
