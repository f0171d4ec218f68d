import type { MessageDescriptor } from '@lingui/core'

/**
 * Sentences for the status messages the general handler shows in its dialog (a letters-
 * only message is a translation key). Keys about a form's input (accountExists,
 * insufficientBalance…) have their sentences beside the form fields in ui-kit; these are the
 * ones that only ever reach the dialog.
 */
export const statusMessageTexts: Readonly<Record<string, MessageDescriptor>> = {
  disconnect: /*i18n*/ {
    id: 'disconnect',
    message: 'We cannot reach the site right now. Check your connection and try again.',
  },
  internalServerError: /*i18n*/ {
    id: 'internalServerError',
    message: 'Something went wrong on our side. Please try again in a moment.',
  },
  serviceUnavailable: /*i18n*/ {
    id: 'serviceUnavailable',
    message: 'This service is briefly unavailable. Please try again in a moment.',
  },
  invalidRequest: /*i18n*/ {
    id: 'invalidRequest',
    message: 'Some of the details sent were not accepted. Please check them and try again.',
  },
  notFound: /*i18n*/ { id: 'notFound', message: 'We could not find what you asked for.' },
  alreadyClaimed: /*i18n*/ { id: 'alreadyClaimed', message: 'You have already claimed this.' },
  notClaimable: /*i18n*/ { id: 'notClaimable', message: 'This cannot be claimed right now.' },
  notCancellable: /*i18n*/ {
    id: 'notCancellable',
    message: 'This can no longer be cancelled.',
  },
  idempotencyConflict: /*i18n*/ {
    id: 'idempotencyConflict',
    message: 'This request was already sent with different details. Please start again.',
  },
  siteNotFound: /*i18n*/ { id: 'siteNotFound', message: 'This site is not set up yet.' },
  paymentsUnavailable: /*i18n*/ {
    id: 'paymentsUnavailable',
    message: 'Deposits are not available on this site right now. Please contact support.',
  },
  codeNotSent: /*i18n*/ {
    id: 'codeNotSent',
    message: 'We could not send your code just now. Please ask for a new one in a moment.',
  },
  payloadTooLarge: /*i18n*/ { id: 'payloadTooLarge', message: 'What was sent is too large.' },
  unsupportedMediaType: /*i18n*/ {
    id: 'unsupportedMediaType',
    message: 'What was sent is in a form the site does not accept.',
  },
}
