import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const vietnameseNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Bảng xếp hạng tuần: ${text.weekly.pool} cho top ${text.weekly.paidRanks}`,
    summary: `Mỗi lần cược tại ${text.siteName} đều được tính vào bảng xếp hạng tuần. Top ${text.weekly.paidRanks} chia nhau ${text.weekly.pool} mỗi tuần.`,
    body: `<p>Bảng xếp hạng tuần của ${html.siteName} xếp hạng người chơi theo tổng tiền cược, từ 00:00 UTC thứ Hai đến thứ Hai tuần sau. Top ${html.weekly.paidRanks} cùng chia ${html.weekly.pool}.</p>
<ul><li>Hạng 1: ${html.weekly.podium[0]}</li><li>Hạng 2: ${html.weekly.podium[1]}</li><li>Hạng 3: ${html.weekly.podium[2]}</li></ul>
<p>Tiền thưởng được cộng tự động khi tuần kết thúc. Xem thứ hạng của bạn tại trang Bảng xếp hạng.</p>`,
  },
  'mahjong-ways-2': {
    title: 'Game mới: Mahjong Ways 2 của PG Soft',
    summary: `Slot mạt chược nổ hũ liên hoàn với hệ số nhân lên đến x10 đã có mặt tại ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 của PG Soft đã có mặt trong sảnh nổ hũ của ${html.siteName}.</p>
<p>Các ô thắng biến mất, ô mới rơi xuống, và mỗi lượt rơi liên hoàn lại tăng hệ số nhân, lên đến x10 trong vòng quay miễn phí.</p>
<p>Tìm trò chơi trong mục Nổ hũ hoặc gõ "Mahjong" vào ô tìm kiếm.</p>`,
  },
  'welcome-bonus': {
    title: `Thưởng chào mừng ${text.welcome.percent}% cho lần nạp đầu`,
    summary: `Người chơi mới tại ${text.siteName} nhận thưởng ${text.welcome.percent}% cho lần nạp đầu tiên, tối đa ${text.welcome.maxBonus}.`,
    body: `<p>Nạp tiền lần đầu tại ${html.siteName}, chúng tôi tặng thêm ${html.welcome.percent}% số tiền nạp, tối đa ${html.welcome.maxBonus}.</p>
<ul><li>Chọn thưởng chào mừng trên biểu mẫu nạp tiền khi nạp</li><li>Nạp tối thiểu: ${html.welcome.minDeposit}</li><li>Cược tiền thưởng đủ ${html.welcome.wagerTimes} vòng trước khi rút</li><li>Mỗi người chơi nhận thưởng chào mừng một lần</li></ul>`,
  },
  'football-season': {
    title: 'Bóng đá trở lại: tỷ lệ kèo trực tiếp mọi giải hàng đầu',
    summary: `Cược Ngoại hạng Anh và La Liga trước giờ bóng lăn và trong trận tại ${text.siteName}.`,
    body: `<p>Mùa giải mới đã khởi tranh và thể thao ${html.siteName} có đầy đủ các trận đấu của Ngoại hạng Anh và La Liga.</p>
<p>Chọn kèo 1X2, kèo chấp và tài xỉu, tỷ lệ được cập nhật liên tục khi trận đấu diễn ra.</p>`,
  },
  'vip-rebates': {
    title: 'Hoàn trả VIP: cấp càng cao, hoàn trả càng nhiều',
    summary: `Thành viên VIP của ${text.siteName} được hoàn trả hằng tuần, từ ${text.vip.lowest.rebate} ở cấp ${text.vip.lowest.name} đến ${text.vip.highest.rebate} ở cấp ${text.vip.highest.name}.`,
    body: `<p>Mọi cấp VIP tại ${html.siteName} đều được hoàn trả hằng tuần, và mỗi lần lên cấp, tỷ lệ hoàn trả lại tăng.</p>
${vipRebateList(html.vip.levels)}
<p>Xem trang VIP để biết điều kiện lên cấp tiếp theo.</p>`,
  },
  'faster-withdrawals': {
    title: 'Rút tiền nhanh hơn',
    summary: `Phần lớn lệnh rút tiền tại ${text.siteName} nay về tài khoản ngân hàng của bạn trong vòng một giờ.`,
    body: `<p>Chúng tôi đã bổ sung thêm đối tác thanh toán, nên phần lớn lệnh rút tiền tại ${html.siteName} nay hoàn tất trong vòng một giờ.</p>
<p>Rút tối thiểu ${html.minWithdrawal}. Hãy đảm bảo tài khoản ngân hàng đứng tên chính bạn để tránh chậm trễ.</p>`,
  },
  'daily-spin': {
    title: 'Quay vòng quay may mắn',
    summary: `Dùng xu để quay vòng quay may mắn ${text.siteName} và nhận thưởng tiền mặt lên đến ${text.spinJackpot}.`,
    body: `<p>Mở biểu tượng phần thưởng và quay vòng quay may mắn ${html.siteName} để nhận tiền mặt hoặc thêm lượt quay. Giải độc đắc trị giá ${html.spinJackpot}.</p>
<p>Người chơi mới được tặng sẵn ${html.welcomeTokens} xu. Mỗi lần nạp tiền bạn nhận thêm một xu, dùng được sau một ngày, và nhiệm vụ hằng ngày còn tặng thêm nữa.</p>`,
  },
  'maintenance-complete': {
    title: 'Đã hoàn tất bảo trì định kỳ',
    summary: `${text.siteName} đã hoạt động trở lại sau đợt bảo trì hệ thống thanh toán theo kế hoạch.`,
    body: `<p>Đợt bảo trì hệ thống thanh toán của ${html.siteName} đã hoàn tất sớm hơn dự kiến.</p>
<p>Mọi trò chơi, giao dịch nạp và rút tiền đều hoạt động bình thường. Cảm ơn bạn đã kiên nhẫn chờ đợi.</p>`,
  },
  'deposit-limits': {
    title: 'Chơi có trách nhiệm: tự đặt hạn mức nạp tiền',
    summary: `Bộ phận hỗ trợ của ${text.siteName} nay có thể đặt hạn mức nạp tiền theo ngày, tuần hoặc tháng cho bạn.`,
    body: `<p>Chơi tại ${html.siteName} nên luôn là niềm vui. Hãy liên hệ bộ phận hỗ trợ để đặt hạn mức nạp tiền theo ngày, tuần hoặc tháng.</p>
<p>Hạn mức thấp hơn có hiệu lực ngay; hạn mức cao hơn có hiệu lực sau 24 giờ.</p>`,
  },
})
