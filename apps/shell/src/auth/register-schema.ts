import { AccountId, OptionalEmail, Password, Phone, ReferralCode } from '@parlor/contract'
import * as v from 'valibot'

/**
 * The sign-up form: the contract's own field rules, a confirmation that must match the password,
 * and the age-and-terms box. The box's message is a sentence the page translates, since it is
 * about this form only and not a rule the server shares.
 */
export function registerSchema(termsMessage: string) {
  return v.pipe(
    v.object({
      account_id: AccountId,
      password: Password,
      confirm_password: v.string(),
      contact_phone: Phone,
      contact_email: OptionalEmail,
      referrer_code: ReferralCode,
      accept_terms: v.pipe(
        v.boolean(),
        v.check((accepted) => accepted, termsMessage),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm_password']],
        (input) => input.password === input.confirm_password,
        'passwordsDoNotMatch',
      ),
      ['confirm_password'],
    ),
  )
}

/** Fields the server may name in a refusal, in the form's order (the first one takes focus). */
export const registerFields = [
  'account_id',
  'password',
  'contact_phone',
  'contact_email',
  'referrer_code',
] as const
