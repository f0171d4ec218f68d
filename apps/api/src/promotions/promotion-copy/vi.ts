import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const twoDigits = (value: number) => String(value).padStart(2, '0')

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Áp dụng đến hết ngày ${twoDigits(date.day)}/${twoDigits(date.month)}/${date.year}</li>`
    : '<li>Áp dụng cho đến khi có thông báo mới</li>'
}

export const vietnamesePromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Thưởng chào mừng ${text.welcome.percent}%`,
    summary: `Nhận thêm ${text.welcome.percent}% khi nạp tiền tại ${text.siteName}, tối đa ${text.welcome.maxBonus}.`,
    body: `<p>Chọn khuyến mãi này trong mục nạp tiền, chúng tôi sẽ tặng bạn tiền thưởng bằng ${html.welcome.percent}% số tiền nạp.</p>
<ul>
<li>Thưởng tối đa: ${html.welcome.maxBonus}</li>
<li>Nạp tối thiểu: ${html.welcome.minDeposit}</li>
<li>Tiền thưởng cần đạt ${html.welcome.turnover} vòng cược trước khi rút</li>
<li>Mỗi người chơi chỉ nhận thưởng chào mừng một lần</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Tiền thưởng miễn phí, không cần nạp',
    summary: `Nhận ngay ${text.freeCredit.amount} và bắt đầu chơi liền tay.`,
    body: `<p>Bấm nhận ngay trên trang này, ${html.freeCredit.amount} sẽ được cộng vào số dư của bạn tức thì.</p>
<ul>
<li>Không cần nạp tiền</li>
<li>Tiền thưởng cần đạt ${html.freeCredit.turnover} vòng cược trước khi rút</li>
<li>Mỗi người chơi nhận một lần</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Thưởng nạp lại Live Casino ${text.liveReload.percent}%`,
    summary: `Thêm ${text.liveReload.percent}% tiền nạp để chơi bàn live, tối đa ${text.liveReload.maxBonus}.`,
    body: `<p>Chọn khuyến mãi này trong mục nạp tiền, chúng tôi sẽ tặng bạn tiền thưởng bằng ${html.liveReload.percent}% số tiền nạp để chơi baccarat, roulette và các bàn live khác.</p>
<ul>
<li>Thưởng tối đa: ${html.liveReload.maxBonus}</li>
<li>Nạp tối thiểu: ${html.liveReload.minDeposit}</li>
<li>Tiền thưởng cần đạt ${html.liveReload.turnover} vòng cược trước khi rút</li>
<li>Mỗi người chơi nhận một lần</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Thể thao cuối tuần',
    summary: 'Các trận cầu lớn của mọi giải hàng đầu, cược trước trận và cược trực tiếp.',
    body: `<p>Từ thứ Sáu đến Chủ nhật, sảnh thể thao đưa những trận bóng đá đáng chú ý nhất cuối tuần lên đầu, với kèo 1X2, kèo chấp và tài xỉu trước giờ bóng lăn lẫn trong lúc trận đấu diễn ra.</p>
<ul>
<li>Không cần đăng ký nhận: chỉ việc đặt cược</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
