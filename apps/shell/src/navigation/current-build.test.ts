import { describe, expect, it } from 'vitest'
import { currentBuild } from './current-build.ts'

function pageWith(block: string | null): Document {
  const page = document.implementation.createHTMLDocument('site')
  if (block !== null) {
    const script = page.createElement('script')
    script.type = 'application/json'
    script.id = 'parlor-build'
    script.textContent = block
    page.head.append(script)
  }
  return page
}

describe('currentBuild', () => {
  it('reads the build the page names', () => {
    const build = { id: 'mivq3k2a-1f2e3d4c', timestamp: 1_764_000_000_000 }
    expect(currentBuild(pageWith(JSON.stringify(build)))).toEqual(build)
  })

  it('has no build on a page without a well-formed block', () => {
    expect(currentBuild(pageWith(null))).toBeNull()
    expect(currentBuild(pageWith('{"id":'))).toBeNull()
    expect(currentBuild(pageWith('{"id":"","timestamp":1}'))).toBeNull()
    expect(currentBuild(pageWith('{"id":"b1","timestamp":"yesterday"}'))).toBeNull()
  })
})
