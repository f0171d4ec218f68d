import type { MessageDescriptor } from '@lingui/core'
import { type DepositMethod, depositMethods } from '@parlor/contract'

/** How a player can pay in, in words. */
export const depositMethodLabels = {
  bank_transfer: /*i18n*/ { id: 'wallet.methodBankTransfer', message: 'Bank transfer' },
  e_wallet: /*i18n*/ { id: 'wallet.methodEWallet', message: 'E-wallet' },
  qr_payment: /*i18n*/ { id: 'wallet.methodQrPayment', message: 'QR payment' },
} as const satisfies Record<DepositMethod, MessageDescriptor>

export function isDepositMethod(method: string): method is DepositMethod {
  return (depositMethods as readonly string[]).includes(method)
}
