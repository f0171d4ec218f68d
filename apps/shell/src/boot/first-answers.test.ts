import { i18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteKey } from '../api/query-client.ts'
import { samplePromotion } from '../test/sample-promotion.ts'
import { primeFirstAnswers } from './first-answers.ts'

const entries = { domain_name: 'template1.localhost', external_id: 'op-1' }
const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' }
const promotion = samplePromotion

/** A document holding `text` as its first answers block, as the server writes it. */
const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'parlor-answers' && text !== null ? ({ textContent: text } as HTMLElement) : null,
})

describe('primeFirstAnswers', () => {
  // The page is in English unless a test says otherwise.
  beforeEach(() => i18n.activate('en'))
  afterEach(() => vi.unstubAllGlobals())

  it('puts the embedded answers where the page’s queries look, without asking the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const queryClient = new QueryClient()
    const block = JSON.stringify([
      { call: 'promotionList', params: { category: '' }, answer: { ...ok, items: [promotion] } },
    ])
    await primeFirstAnswers(queryClient, entries, documentWith(block))
    const cached = queryClient.getQueryData([siteKey, 'promotionList', { category: '' }, 'EN'])
    expect(cached).toMatchObject({ statusCode: 1, items: [{ title: 'Welcome bonus 100%' }] })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keys a localized answer by the language the document was written in', async () => {
    i18n.loadAndActivate({ locale: 'ru', messages: {} })
    const queryClient = new QueryClient()
    const block = JSON.stringify([
      { call: 'promotionList', params: { category: '' }, answer: { ...ok, items: [promotion] } },
    ])
    await primeFirstAnswers(queryClient, entries, documentWith(block))
    const key = (language: string) => [siteKey, 'promotionList', { category: '' }, language]
    expect(queryClient.getQueryData(key('RUS'))).toMatchObject({ statusCode: 1 })
    // A page in English would not show the Russian texts as its own.
    expect(queryClient.getQueryData(key('EN'))).toBeUndefined()
  })

  it('leaves out an answer its call’s schema refuses, a failure and a call it does not know', async () => {
    const queryClient = new QueryClient()
    const block = JSON.stringify([
      { call: 'promotionList', params: { category: '' }, answer: { ...ok, items: [{ id: 'x' }] } },
      {
        call: 'top10WinnerWithdrawal',
        params: {},
        answer: { statusCode: 500, statusMessage: 'internalServerError', statusDetail: '' },
      },
      { call: 'toString', params: {}, answer: ok },
    ])
    await primeFirstAnswers(queryClient, entries, documentWith(block))
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('changes nothing for a document served as built, or a block that is not the answers’ shape', async () => {
    const queryClient = new QueryClient()
    await primeFirstAnswers(queryClient, entries, documentWith(null))
    await primeFirstAnswers(queryClient, entries, documentWith('{"call": 1'))
    await primeFirstAnswers(queryClient, entries, documentWith('{"call": "promotionList"}'))
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
