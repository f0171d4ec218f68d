/**
 * Status codes and messages of the response envelope. Success is 1; the negative
 * codes are the ones the client produces itself when a call fails, and the server uses the same
 * vocabulary so the general error handler treats both alike.
 */
export const statusCode = {
  success: 1,
  /** The network failed before any answer (startup-area calls). */
  disconnect: 0,
  badRequest: -400,
  unauthorized: -401,
  forbidden: -403,
  notFound: -404,
  conflict: -409,
  payloadTooLarge: -413,
  unsupportedMediaType: -415,
  tooManyRequests: -429,
  internalServerError: -500,
  serviceUnavailable: -503,
} as const

export type StatusCode = (typeof statusCode)[keyof typeof statusCode]

/**
 * Status messages that mean something to the client. A message made only of letters is a
 * translation key, so every message here is one.
 */
export const statusMessage = {
  ok: 'OK',
  disconnect: 'disconnect',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
  /** The token does not belong to the account, or has expired or been revoked. */
  sessionExpired: 'sessionExpired',
  permissionDenied: 'permissionDenied',
  /** The account is blocked or closed: every account call answers this. */
  blocked: 'BLOCK',
  closed: 'CLOSE',
  invalidRequest: 'invalidRequest',
  invalidCredentials: 'invalidCredentials',
  /** A throttle holds the attempt back; statusDetail is the number of seconds to wait. */
  tooManyAttempts: 'tooManyAttempts',
  /** Too many password checks are already waiting: try again in a moment. */
  serverBusy: 'serverBusy',
  /** The SMS gateway did not take the one-time code: nothing was sent, ask again. */
  codeNotSent: 'codeNotSent',
  /** No payment gateway takes deposits on this server. */
  paymentsUnavailable: 'paymentsUnavailable',
  siteNotFound: 'siteNotFound',
  accountExists: 'accountExists',
  invalidTac: 'invalidTac',
  tacExpired: 'tacExpired',
  insufficientBalance: 'insufficientBalance',
  /** A withdrawal would take bonus money whose turnover is not met yet (wallet/banks: `locked`). */
  bonusTurnoverPending: 'bonusTurnoverPending',
  amountBelowMinimum: 'amountBelowMinimum',
  amountAboveMaximum: 'amountAboveMaximum',
  alreadyClaimed: 'alreadyClaimed',
  notClaimable: 'notClaimable',
  notFound: 'notFound',
  notCancellable: 'notCancellable',
  idempotencyConflict: 'idempotencyConflict',
  payloadTooLarge: 'payloadTooLarge',
  unsupportedMediaType: 'unsupportedMediaType',
} as const

export type StatusMessage = (typeof statusMessage)[keyof typeof statusMessage]

/** Messages after which the player's session is over. */
export const sessionEndingMessages: readonly string[] = [
  statusMessage.sessionExpired,
  'Session Expired',
  statusMessage.blocked,
  statusMessage.closed,
  statusMessage.permissionDenied,
]
