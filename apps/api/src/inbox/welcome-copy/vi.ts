import type { WelcomeCopy } from './welcome-copy.ts'

export const vietnameseWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Chào mừng bạn đến với ${c.siteName}`,
    body: `<p>Tài khoản của bạn đã sẵn sàng. Nhận ngay phần thưởng chào mừng ${c.reward} và chơi thử bất kỳ trò chơi nào: tiền được cộng vào số dư ngay lập tức. Phần thưởng có hiệu lực trong ${c.rewardDays} ngày.</p>`,
  },
  saferPlay: {
    title: 'Chơi theo cách của bạn',
    body: '<p>Bạn có thể đặt hạn mức nạp tiền và tạm nghỉ bất cứ lúc nào. Xem hướng dẫn tại trang <a href="/responsible-gaming">chơi có trách nhiệm</a>.</p>',
  },
})
