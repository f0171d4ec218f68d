import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/** The web benchmark's empty page, built and compressed as the site is (see ../../vite.config.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.html$/],
      logLevel: 'silent',
    }),
  ],
  html: { cspNonce: 'PARLOR_CSP_NONCE' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
})
