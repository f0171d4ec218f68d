import type { Bank } from '@parlor/contract'

/**
 * Banks and wallets a site pays out to, by the site's currency. A real operator configures
 * these; the reference server knows a handful per market so every demo site has a choice.
 */
const banksByCurrency: Readonly<Record<string, readonly [code: string, name: string][]>> = {
  PHP: [
    ['GCASH', 'GCash'],
    ['MAYA', 'Maya'],
    ['BDO', 'BDO Unibank'],
    ['BPI', 'Bank of the Philippine Islands'],
    ['UNIONBANK', 'UnionBank'],
  ],
  CNY: [
    ['ICBC', 'Industrial and Commercial Bank of China'],
    ['CCB', 'China Construction Bank'],
    ['ABC', 'Agricultural Bank of China'],
  ],
  VND: [
    ['VCB', 'Vietcombank'],
    ['TCB', 'Techcombank'],
    ['MOMO', 'MoMo'],
  ],
  MYR: [
    ['MAYBANK', 'Maybank'],
    ['CIMB', 'CIMB Bank'],
    ['TNG', "Touch 'n Go eWallet"],
  ],
  IDR: [
    ['BCA', 'Bank Central Asia'],
    ['MANDIRI', 'Bank Mandiri'],
    ['DANA', 'DANA'],
  ],
  NPR: [
    ['NABIL', 'Nabil Bank'],
    ['ESEWA', 'eSewa'],
  ],
  MMK: [
    ['KBZ', 'KBZ Bank'],
    ['WAVE', 'Wave Money'],
  ],
  MNT: [
    ['KHAN', 'Khan Bank'],
    ['GOLOMT', 'Golomt Bank'],
  ],
  RUB: [
    ['SBER', 'Sberbank'],
    ['TINKOFF', 'T-Bank'],
  ],
}

const international: readonly [string, string][] = [
  ['SWIFT', 'International bank transfer'],
  ['USDT', 'USDT (TRC-20)'],
]

export function banksFor(currency: string): Bank[] {
  return [...(banksByCurrency[currency] ?? []), ...international].map(([code, name]) => ({
    bank_code: code,
    bank_name: name,
    logo_url: `/media/banks/${code.toLowerCase()}.svg`,
  }))
}
