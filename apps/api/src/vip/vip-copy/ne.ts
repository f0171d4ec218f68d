import type { VipCopy } from './vip-copy.ts'

export const nepaliVip: VipCopy = {
  levelNames: ['कांस्य', 'रजत', 'स्वर्ण', 'प्लेटिनम', 'हीरा', 'शाही'],
  benefits: {
    weeklyRebate: 'साप्ताहिक रिबेट',
    birthdayBonus: 'जन्मदिन बोनस',
    fasterWithdrawals: 'छिटो रकम निकासी',
    accountManager: 'व्यक्तिगत खाता प्रबन्धक',
    exclusiveEvents: 'विशेष कार्यक्रमहरूमा निमन्त्रणा',
  },
}
