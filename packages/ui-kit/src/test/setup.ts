import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own clean-up. The test
// files share one DOM (vitest.config.ts), so what a test leaves in the page's storage or in the
// toaster's queue goes too: the next file starts as a fresh page would.
afterEach(() => {
  cleanup()
  toast.dismiss()
  // A file that runs in Node (`@vitest-environment node`) has no page and no storage.
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
})
