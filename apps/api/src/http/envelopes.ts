import { type FailureEnvelope, statusCode, statusMessage } from '@parlor/contract'

/** The envelope of a success, to spread the call's own fields beside. */
export const ok = { statusCode: statusCode.success, statusMessage: 'OK', statusDetail: '' } as const

export function failure(code: number, message: string, detail = ''): FailureEnvelope {
  return { statusCode: code, statusMessage: message, statusDetail: detail }
}

export function siteNotFound(domain: string): FailureEnvelope {
  return failure(
    statusCode.notFound,
    statusMessage.siteNotFound,
    `No site is configured for the domain "${domain}"`,
  )
}
