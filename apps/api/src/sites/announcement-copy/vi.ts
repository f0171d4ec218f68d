import type { AnnouncementCopy } from './announcement-copy.ts'

export const vietnameseAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Chào mừng bạn đến với ${c.siteName}`,
    body: 'Người chơi mới nhận thưởng chào mừng cho lần nạp đầu tiên. Xem điều khoản tại mục Khuyến mãi.',
  },
  maintenance: {
    title: 'Bảo trì định kỳ',
    body: `Các bàn casino trực tiếp tạm dừng ${c.maintenanceMinutes} phút vào ${c.maintenanceTime} thứ Hai hằng tuần để bảo trì.`,
  },
})
