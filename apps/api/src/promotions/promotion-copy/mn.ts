import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const twoDigits = (value: number) => String(value).padStart(2, '0')

// Mongolian case endings follow the sound of the word before them, which a templated amount or
// site name cannot promise; those values stand before a separate word (`сайтад`, `аваад`), and a
// date is written as digits (2025.07.11), which takes `хүртэл` without a suffix.
function ends(date: CalendarDate | null): string {
  return date
    ? `<li>${date.year}.${twoDigits(date.month)}.${twoDigits(date.day)} хүртэл үргэлжилнэ</li>`
    : '<li>Дараагийн мэдэгдэл хүртэл үргэлжилнэ</li>'
}

export const mongolianPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Угтах урамшуулал ${text.welcome.percent}%`,
    summary: `${text.siteName} сайтад хийсэн цэнэглэлтэд ${text.welcome.percent}% бонус, дээд тал нь ${text.welcome.maxBonus}.`,
    body: `<p>Цэнэглэх хэсэгт энэ урамшууллыг сонговол таны цэнэглэсэн дүнгийн ${html.welcome.percent}%-тай тэнцэх бонус нэмж олгоно.</p>
<ul>
<li>Хамгийн их бонус: ${html.welcome.maxBonus}</li>
<li>Хамгийн бага цэнэглэлт: ${html.welcome.minDeposit}</li>
<li>Бонусыг ${html.welcome.turnover} дахин эргүүлсний дараа татан авах боломжтой</li>
<li>Нэг тоглогч угтах урамшууллыг нэг л удаа авна</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Үнэгүй кредит, цэнэглэлт шаардлагагүй',
    summary: `${text.freeCredit.amount} аваад шууд тоглож эхлээрэй.`,
    body: `<p>Энэ хуудаснаас аваарай: ${html.freeCredit.amount} таны үлдэгдэлд шууд орно.</p>
<ul>
<li>Цэнэглэлт хийх шаардлагагүй</li>
<li>Кредитийг ${html.freeCredit.turnover} дахин эргүүлсний дараа татан авах боломжтой</li>
<li>Нэг тоглогч нэг л удаа авна</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Шууд казиногийн ${text.liveReload.percent}% нэмэлт бонус`,
    summary: `Шууд ширээнд тоглох цэнэглэлтэд ${text.liveReload.percent}% нэмэлт, дээд тал нь ${text.liveReload.maxBonus}.`,
    body: `<p>Цэнэглэх хэсэгт энэ урамшууллыг сонговол баккара, рулет болон бусад шууд ширээнд тоглоход зориулж цэнэглэсэн дүнгийн ${html.liveReload.percent}%-тай тэнцэх бонус нэмж олгоно.</p>
<ul>
<li>Хамгийн их бонус: ${html.liveReload.maxBonus}</li>
<li>Хамгийн бага цэнэглэлт: ${html.liveReload.minDeposit}</li>
<li>Бонусыг ${html.liveReload.turnover} дахин эргүүлсний дараа татан авах боломжтой</li>
<li>Нэг тоглогч нэг л удаа авна</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Амралтын өдрийн спортын онцлох',
    summary: 'Тэргүүлэх лиг бүрийн томоохон тоглолтууд, эхлэхээс өмнө болон шууд явцад.',
    body: `<p>Баасангаас ням гараг хүртэл манай спортын бооцооны хэсэг амралтын өдрүүдийн хамгийн том хөлбөмбөгийн тоглолтуудыг эхэнд нь гаргаж, 1X2, гандикап, over/under сонголтуудыг тоглолт эхлэхээс өмнө болон явцад нь санал болгоно.</p>
<ul>
<li>Юу ч авах шаардлагагүй: зүгээр л бооцоогоо тавиарай</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
