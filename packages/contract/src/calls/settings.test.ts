import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adsVisit } from './settings.ts'

const site = { domain_name: 'template1.localhost' }

describe('adsVisit', () => {
  it('takes a visit with either tracking id', () => {
    expect(v.is(adsVisit.request, { ...site, fbp: 'fb.1.1700000000000.1' })).toBe(true)
    expect(v.is(adsVisit.request, { ...site, appsflyer_id: '1700000000000-123' })).toBe(true)
  })

  it('refuses a visit with neither, naming fbp', () => {
    const result = v.safeParse(adsVisit.request, { ...site, fbp: '  ' })
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['fbp', 'trackingIdRequired'],
    ])
  })
})
