import type { MessageDescriptor } from '@lingui/core'

/**
 * What a field error says to the player. A validation message is a key (the contract passes keys
 * to valibot, the server names them in statusMessage or statusDetail), so a form and the server
 * say the same words; the id is the key itself, which is also how the general error handler
 * looks a bare key up. Every key the contract and the server's field-level answers use is here.
 */
export const validationMessages = {
  // Contract field rules (packages/contract/src/fields.ts)
  accountIdRequired: /*i18n*/ { id: 'accountIdRequired', message: 'Enter your account ID.' },
  accountIdFormat: /*i18n*/ {
    id: 'accountIdFormat',
    message: 'Use 4 to 20 lower-case letters, digits or underscores.',
  },
  passwordRequired: /*i18n*/ { id: 'passwordRequired', message: 'Enter your password.' },
  passwordTooShort: /*i18n*/ { id: 'passwordTooShort', message: 'Use at least 8 characters.' },
  passwordTooLong: /*i18n*/ { id: 'passwordTooLong', message: 'Use at most 64 characters.' },
  authRequired: /*i18n*/ { id: 'authRequired', message: 'Please log in again.' },
  domainNameRequired: /*i18n*/ {
    id: 'domainNameRequired',
    message: 'This site could not be identified. Reload the page and try again.',
  },
  domainNameFormat: /*i18n*/ {
    id: 'domainNameFormat',
    message: 'This site could not be identified. Reload the page and try again.',
  },
  phoneRequired: /*i18n*/ { id: 'phoneRequired', message: 'Enter your phone number.' },
  phoneFormat: /*i18n*/ {
    id: 'phoneFormat',
    message: 'Enter 7 to 15 digits, with a + in front if you like.',
  },
  emailRequired: /*i18n*/ { id: 'emailRequired', message: 'Enter your email address.' },
  emailFormat: /*i18n*/ {
    id: 'emailFormat',
    message: 'Enter an email address such as name@example.com.',
  },
  fullNameRequired: /*i18n*/ { id: 'fullNameRequired', message: 'Enter your full name.' },
  fullNameTooLong: /*i18n*/ { id: 'fullNameTooLong', message: 'Use at most 60 characters.' },
  tacRequired: /*i18n*/ { id: 'tacRequired', message: 'Enter the code we sent you.' },
  tacFormat: /*i18n*/ { id: 'tacFormat', message: 'The code is 6 digits.' },
  amountRequired: /*i18n*/ { id: 'amountRequired', message: 'Enter an amount.' },
  amountInteger: /*i18n*/ {
    id: 'amountInteger',
    message: 'Use no more decimals than the currency has.',
  },
  amountNotNegative: /*i18n*/ {
    id: 'amountNotNegative',
    message: 'The amount cannot be negative.',
  },
  amountPositive: /*i18n*/ { id: 'amountPositive', message: 'Enter an amount greater than zero.' },
  idRequired: /*i18n*/ { id: 'idRequired', message: 'Choose one of the options.' },
  idFormat: /*i18n*/ { id: 'idFormat', message: 'Choose one of the options.' },
  gameCodeRequired: /*i18n*/ { id: 'gameCodeRequired', message: 'Choose a game.' },
  gameCodeFormat: /*i18n*/ { id: 'gameCodeFormat', message: 'This game could not be found.' },
  providerCodeRequired: /*i18n*/ { id: 'providerCodeRequired', message: 'Choose a game provider.' },
  providerCodeFormat: /*i18n*/ {
    id: 'providerCodeFormat',
    message: 'This game provider could not be found.',
  },
  bankAccountNameRequired: /*i18n*/ {
    id: 'bankAccountNameRequired',
    message: 'Enter the name on the bank account.',
  },
  bankAccountNameTooLong: /*i18n*/ {
    id: 'bankAccountNameTooLong',
    message: 'Use at most 60 characters.',
  },
  bankAccountNameFormat: /*i18n*/ {
    id: 'bankAccountNameFormat',
    message: 'Use letters and spaces only.',
  },
  bankAccountNumberRequired: /*i18n*/ {
    id: 'bankAccountNumberRequired',
    message: 'Enter the account number.',
  },
  bankAccountNumberFormat: /*i18n*/ {
    id: 'bankAccountNumberFormat',
    message: 'Enter 5 to 30 digits.',
  },
  referralCodeFormat: /*i18n*/ {
    id: 'referralCodeFormat',
    message: 'Use up to 32 letters, digits, hyphens or underscores.',
  },
  searchTooLong: /*i18n*/ { id: 'searchTooLong', message: 'Use at most 50 characters.' },
  textControlCharacters: /*i18n*/ {
    id: 'textControlCharacters',
    message: 'Remove the hidden characters from this field.',
  },
  dateInvalid: /*i18n*/ { id: 'dateInvalid', message: 'Choose a valid date.' },
  // Rules of individual calls (packages/contract/src/calls, entities)
  bankCodeRequired: /*i18n*/ { id: 'bankCodeRequired', message: 'Choose a bank.' },
  depositMethodUnknown: /*i18n*/ {
    id: 'depositMethodUnknown',
    message: 'Choose a deposit method.',
  },
  deviceUnknown: /*i18n*/ { id: 'deviceUnknown', message: 'This device is not supported.' },
  periodUnknown: /*i18n*/ { id: 'periodUnknown', message: 'Choose a period from the list.' },
  gameTypeUnknown: /*i18n*/ { id: 'gameTypeUnknown', message: 'Choose a game type from the list.' },
  gameCategoryUnknown: /*i18n*/ {
    id: 'gameCategoryUnknown',
    message: 'Choose a game category from the list.',
  },
  languageCodeUnknown: /*i18n*/ {
    id: 'languageCodeUnknown',
    message: 'Choose a language from the list.',
  },
  matchStatusUnknown: /*i18n*/ {
    id: 'matchStatusUnknown',
    message: 'This match status is not known.',
  },
  transactionTypeUnknown: /*i18n*/ {
    id: 'transactionTypeUnknown',
    message: 'Choose a transaction type from the list.',
  },
  trackingIdRequired: /*i18n*/ { id: 'trackingIdRequired', message: 'A tracking ID is missing.' },
  // The server's field-level answers (statusMessage, with the field in statusDetail)
  accountExists: /*i18n*/ {
    id: 'accountExists',
    message: 'This is already registered. Try a different one.',
  },
  invalidCredentials: /*i18n*/ {
    id: 'invalidCredentials',
    message: 'The account ID or password is not correct.',
  },
  invalidTac: /*i18n*/ {
    id: 'invalidTac',
    message: 'This code is not correct. Check it and try again.',
  },
  tacExpired: /*i18n*/ { id: 'tacExpired', message: 'This code has expired. Ask for a new one.' },
  insufficientBalance: /*i18n*/ {
    id: 'insufficientBalance',
    message: 'Your balance is too low for this amount.',
  },
  bonusTurnoverPending: /*i18n*/ {
    id: 'bonusTurnoverPending',
    message: 'Part of this amount is bonus money, locked until you wager its turnover.',
  },
  amountBelowMinimum: /*i18n*/ {
    id: 'amountBelowMinimum',
    message: 'This amount is below the minimum.',
  },
  amountAboveMaximum: /*i18n*/ {
    id: 'amountAboveMaximum',
    message: 'This amount is above the maximum.',
  },
  // Form-level answers a page shows in FormError through translateValidation.
  tooManyAttempts: /*i18n*/ {
    id: 'tooManyAttempts',
    message: 'Too many attempts. Wait a few minutes and try again.',
  },
  serverBusy: /*i18n*/ {
    id: 'serverBusy',
    message: 'The site is very busy right now. Wait a moment and try again.',
  },
  // The kit's own checks
  passwordsDoNotMatch: /*i18n*/ {
    id: 'passwordsDoNotMatch',
    message: 'The passwords do not match.',
  },
  amountFormat: /*i18n*/ { id: 'amountFormat', message: 'Enter an amount such as 100 or 100.50.' },
  fieldInvalid: /*i18n*/ { id: 'fieldInvalid', message: 'Check this field.' },
} as const satisfies Record<string, MessageDescriptor>

export type ValidationKey = keyof typeof validationMessages
