import { describe, expect, it, vi } from 'vitest'
import type { ErrorReporter } from '../errors/error-reporter.ts'
import { createQueryClient } from './query-client.ts'

function failingMutation(report: boolean | 'toast' | undefined) {
  const reporter = { report: vi.fn(async () => undefined) } as unknown as ErrorReporter
  const client = createQueryClient(reporter)
  const failure = { statusCode: -500, statusMessage: 'internalServerError', statusDetail: '' }
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(failure),
    meta: report === undefined ? {} : { report },
  })
  return { run: () => mutation.execute(undefined).catch(() => undefined), reporter, failure }
}

describe('what the query client does with a failed call', () => {
  it('hands it to the general handler, as a dialog by default', async () => {
    const { run, reporter, failure } = failingMutation(undefined)
    await run()
    expect(reporter.report).toHaveBeenCalledWith(failure)
  })

  it('asks for the 3-second error toast when the action says so', async () => {
    const { run, reporter, failure } = failingMutation('toast')
    await run()
    expect(reporter.report).toHaveBeenCalledWith(failure, { presentation: 'toast' })
  })

  it('leaves it to the caller that shows it itself', async () => {
    const { run, reporter } = failingMutation(false)
    await run()
    expect(reporter.report).not.toHaveBeenCalled()
  })
})
