import type { SeoCopyFor } from './seo-copy.ts'

export const vietnameseSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Casino trực tuyến, slot và cá cược thể thao',
  keywords: ['casino trực tuyến', 'slot', 'cá cược thể thao', 'casino trực tiếp'],
  pages: {
    home: {
      name: 'Trang chủ',
      description: `${s} mang đến slot, casino trực tiếp, cá cược thể thao và bắn cá bằng ${currency}. Đăng ký ngay để nhận thưởng chào mừng.`,
    },
    slots: { name: 'Slot', description: `Chơi slot của JILI, Pragmatic Play và PG Soft tại ${s}.` },
    livecasino: {
      name: 'Casino trực tiếp',
      description: `Baccarat, roulette và blackjack với người chia bài thật, phát trực tiếp tại ${s}.`,
    },
    sportsbook: {
      name: 'Thể thao',
      description: `Cá cược bóng đá, bóng rổ, quần vợt và thể thao điện tử với tỷ lệ cược trực tiếp tại ${s}.`,
    },
    fish: { name: 'Bắn cá', description: `Ngắm, bắn và thắng lớn với các trò bắn cá tại ${s}.` },
    sabong: {
      name: 'Đá gà',
      description: `Xem đá gà trực tiếp và đặt cược Meron hoặc Wala tại ${s}.`,
    },
    promotions: {
      name: 'Khuyến mãi',
      description: `Thưởng chào mừng, hoàn trả và phần thưởng hằng ngày cho người chơi ${s}.`,
    },
    vip: {
      name: 'VIP',
      description: `Thăng hạng VIP tại ${s} để nhận hoàn trả cao hơn và phần thưởng độc quyền.`,
    },
    news: { name: 'Tin tức', description: `Tin tức mới nhất, trò chơi mới và sự kiện từ ${s}.` },
    leaderboard: {
      name: 'Bảng xếp hạng',
      description: `Những người chơi hàng đầu theo ngày, tuần và tháng tại ${s} cùng giải thưởng của họ.`,
    },
    about_us: {
      name: 'Giới thiệu',
      description: `Về chúng tôi: ${s}, trang giải trí trực tuyến cho người chơi thanh toán bằng ${currency}.`,
    },
    faqs: {
      name: 'Câu hỏi thường gặp',
      description: `Giải đáp các câu hỏi thường gặp về tài khoản, nạp tiền và rút tiền tại ${s}.`,
    },
  },
})
