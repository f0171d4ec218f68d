import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without Vitest globals Testing Library cannot unmount by itself between tests. The test files
// share one DOM (vitest.config.ts), so what a test leaves in the page's storage goes too: the
// next file starts as a fresh page would.
afterEach(() => {
  cleanup()
  // A file that runs in Node (`@vitest-environment node`) has no page and no storage.
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
})
