import { useLingui } from '@lingui/react'
import {
  type Bank,
  BankAccountName,
  BankAccountNumber,
  type ResponseOf,
  type SuccessOf,
} from '@parlor/contract'
import {
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  translateValidation,
  useSchemaForm,
} from '@parlor/ui-kit/form'
import { useState } from 'react'
import * as v from 'valibot'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { showFormFailure } from '../forms/form-failure.ts'
import './wallet.css'

/** The contract's own rules for the three fields (letters for names, digits for numbers). */
const AddBankFields = v.object({
  bank_code: v.pipe(v.string('bankCodeRequired'), v.trim(), v.minLength(1, 'bankCodeRequired')),
  account_name: BankAccountName,
  account_number: BankAccountNumber,
})

export type AddBankAnswer = SuccessOf<ResponseOf<'addBank'>>

/** A bank from the site's list, the name on the account and its number. */
export function AddBankForm({
  banks,
  onAdded,
}: {
  banks: readonly Bank[]
  onAdded: (answer: AddBankAnswer) => void
}) {
  const { i18n } = useLingui()
  const { reporter } = useShell()
  const form = useSchemaForm(AddBankFields, {
    defaultValues: { bank_code: '', account_name: '', account_number: '' },
  })
  const [formError, setFormError] = useState<string | null>(null)
  const addBank = useAccountMutation('addBank', { report: false })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      onAdded(await addBank.mutateAsync(values))
    } catch (error) {
      setFormError(
        showFormFailure(form, error, ['bank_code', 'account_name', 'account_number'], reporter),
      )
    }
  })

  return (
    <form className="wallet-form" onSubmit={submit} noValidate data-testid="add-bank-form">
      <FormError>{formError ? translateValidation(i18n, formError) : null}</FormError>
      <SelectField
        control={form.control}
        name="bank_code"
        label={i18n._({ id: 'wallet.bank', message: 'Bank or e-wallet' })}
        placeholder={i18n._({ id: 'wallet.chooseBank', message: 'Choose a bank' })}
        options={banks.map((bank) => ({ value: bank.bank_code, label: bank.bank_name }))}
      />
      <TextField
        control={form.control}
        name="account_name"
        label={i18n._({ id: 'wallet.accountName', message: 'Name on the account' })}
        hint={i18n._({
          id: 'wallet.accountNameHint',
          message: 'Exactly as the bank has it; letters and spaces only.',
        })}
        filter="letters"
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={60}
      />
      <TextField
        control={form.control}
        name="account_number"
        label={i18n._({ id: 'wallet.accountNumber', message: 'Account number' })}
        hint={i18n._({ id: 'wallet.accountNumberHint', message: 'Digits only, 5 to 30 of them.' })}
        filter="digits"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={i18n._({ id: 'wallet.addingBank', message: 'Adding your bank account…' })}
      >
        {i18n._({ id: 'wallet.addBankSubmit', message: 'Add bank account' })}
      </SubmitButton>
    </form>
  )
}
