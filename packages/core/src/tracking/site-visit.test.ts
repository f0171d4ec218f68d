import { calls } from '@parlor/contract'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { siteVisitRequest } from './site-visit.ts'

const site = { domain_name: 'template1.localhost', external_id: 'ext-1' }

describe('siteVisitRequest', () => {
  it('reports nothing when neither id exists', () => {
    expect(siteVisitRequest(site, { fbp: '', appsflyer_id: '' })).toBeNull()
    expect(siteVisitRequest(site, { fbp: '  ', appsflyer_id: ' ' })).toBeNull()
  })

  it.each([
    [{ fbp: 'fb.1.2.3', appsflyer_id: '' }],
    [{ fbp: '', appsflyer_id: 'af-1' }],
    [{ fbp: 'fb.1.2.3', appsflyer_id: 'af-1' }],
  ])('reports the visit with either id: %o', (ids) => {
    const request = siteVisitRequest(site, ids)
    expect(request).toEqual({ ...site, ...ids })
    // The call's own schema accepts it, so the client sends it rather than refusing.
    expect(v.safeParse(calls.adsVisit.request, request).success).toBe(true)
  })

  it('sends ids the call accepts even when they came in too long', () => {
    const request = siteVisitRequest(site, { fbp: 'f'.repeat(300), appsflyer_id: '' })
    expect(v.safeParse(calls.adsVisit.request, request).success).toBe(true)
  })
})
