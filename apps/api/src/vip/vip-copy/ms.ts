import type { VipCopy } from './vip-copy.ts'

export const malayVip: VipCopy = {
  levelNames: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Diraja'],
  benefits: {
    weeklyRebate: 'Rebat mingguan',
    birthdayBonus: 'Bonus hari jadi',
    fasterWithdrawals: 'Pengeluaran lebih pantas',
    accountManager: 'Pengurus akaun peribadi',
    exclusiveEvents: 'Jemputan ke acara eksklusif',
  },
}
