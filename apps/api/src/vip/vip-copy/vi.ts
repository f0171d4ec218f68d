import type { VipCopy } from './vip-copy.ts'

export const vietnameseVip: VipCopy = {
  levelNames: ['Đồng', 'Bạc', 'Vàng', 'Bạch Kim', 'Kim Cương', 'Hoàng Gia'],
  benefits: {
    weeklyRebate: 'Hoàn trả hằng tuần',
    birthdayBonus: 'Quà sinh nhật',
    fasterWithdrawals: 'Rút tiền nhanh hơn',
    accountManager: 'Quản lý tài khoản riêng',
    exclusiveEvents: 'Thư mời dự sự kiện độc quyền',
  },
}
