import type { VipCopy } from './vip-copy.ts'

export const chineseVip: VipCopy = {
  levelNames: ['青铜', '白银', '黄金', '铂金', '钻石', '皇冠'],
  benefits: {
    weeklyRebate: '每周返水',
    birthdayBonus: '生日礼金',
    fasterWithdrawals: '优先极速提款',
    accountManager: '专属客户经理',
    exclusiveEvents: '尊享专属活动邀请',
  },
}
