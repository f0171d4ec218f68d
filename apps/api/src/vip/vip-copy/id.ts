import type { VipCopy } from './vip-copy.ts'

export const indonesianVip: VipCopy = {
  levelNames: ['Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Raja'],
  benefits: {
    weeklyRebate: 'Rebate mingguan',
    birthdayBonus: 'Bonus ulang tahun',
    fasterWithdrawals: 'Penarikan lebih cepat',
    accountManager: 'Manajer akun pribadi',
    exclusiveEvents: 'Undangan ke acara eksklusif',
  },
}
