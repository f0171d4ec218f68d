import type { VipCopy } from './vip-copy.ts'

export const mongolianVip: VipCopy = {
  levelNames: ['Хүрэл', 'Мөнгө', 'Алт', 'Платин', 'Алмаз', 'Хаан'],
  benefits: {
    weeklyRebate: 'Долоо хоног бүрийн буцаан олголт',
    birthdayBonus: 'Төрсөн өдрийн урамшуулал',
    fasterWithdrawals: 'Илүү шуурхай мөнгө татах',
    accountManager: 'Хувийн менежер',
    exclusiveEvents: 'Онцгой арга хэмжээний урилга',
  },
}
