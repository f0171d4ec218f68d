import type { VipCopy } from './vip-copy.ts'

export const englishVip: VipCopy = {
  levelNames: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'],
  benefits: {
    weeklyRebate: 'Weekly rebate',
    birthdayBonus: 'Birthday bonus',
    fasterWithdrawals: 'Faster withdrawals',
    accountManager: 'Personal account manager',
    exclusiveEvents: 'Invitations to exclusive events',
  },
}
