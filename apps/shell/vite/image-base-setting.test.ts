import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { imageBaseSetting } from './image-base-setting.ts'

/** The plugin's answer for a build whose environment sets VITE_IMAGE_BASE to `value`. */
function buildWith(value: string | undefined) {
  if (value === undefined) delete process.env.VITE_IMAGE_BASE
  else process.env.VITE_IMAGE_BASE = value
  const config = imageBaseSetting().config as (
    config: { envDir: string },
    env: { mode: string },
  ) => { define: Record<string, string> }
  return config({ envDir: mkdtempSync(join(tmpdir(), 'image-base-')) }, { mode: 'production' })
}

describe('imageBaseSetting', () => {
  afterEach(() => {
    delete process.env.VITE_IMAGE_BASE
  })

  it('hands the site the image base, or none', () => {
    expect(buildWith('https://img.operator.example/').define.__PARLOR_IMAGE_BASE__).toBe(
      '"https://img.operator.example/"',
    )
    expect(buildWith(undefined).define.__PARLOR_IMAGE_BASE__).toBe('""')
  })

  it('stops a build whose image base the site would refuse', () => {
    expect(() => buildWith('javascript:alert(1)')).toThrow(/Invalid VITE_IMAGE_BASE/)
  })
})
