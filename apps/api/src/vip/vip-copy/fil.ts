import type { VipCopy } from './vip-copy.ts'

export const filipinoVip: VipCopy = {
  levelNames: ['Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante', 'Maharlika'],
  benefits: {
    weeklyRebate: 'Lingguhang rebate',
    birthdayBonus: 'Bonus sa kaarawan',
    fasterWithdrawals: 'Mas mabilis na withdrawal',
    accountManager: 'Sariling account manager',
    exclusiveEvents: 'Imbitasyon sa mga eksklusibong event',
  },
}
