import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages are read from source: one build, no stale dist between packages.
  resolve: { conditions: ['@parlor/source'] },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
})
