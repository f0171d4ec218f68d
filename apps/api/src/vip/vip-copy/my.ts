import type { VipCopy } from './vip-copy.ts'

export const burmeseVip: VipCopy = {
  levelNames: ['ကြေး', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်', 'တော်ဝင်'],
  benefits: {
    weeklyRebate: 'အပတ်စဉ် ငွေပြန်အမ်း',
    birthdayBonus: 'မွေးနေ့ ဘောနပ်စ်',
    fasterWithdrawals: 'ပိုမြန်သော ငွေထုတ်ယူမှု',
    accountManager: 'ကိုယ်ပိုင် အကောင့်မန်နေဂျာ',
    exclusiveEvents: 'သီးသန့်ပွဲများသို့ ဖိတ်ကြားချက်',
  },
}
