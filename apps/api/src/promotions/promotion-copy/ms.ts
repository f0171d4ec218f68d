import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Sah sehingga ${date.day} ${months[date.month - 1]} ${date.year}</li>`
    : '<li>Berterusan sehingga notis lanjut</li>'
}

export const malayPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Bonus Alu-aluan ${text.welcome.percent}%`,
    summary: `Bonus ${text.welcome.percent}% atas deposit anda di ${text.siteName}, sehingga ${text.welcome.maxBonus}.`,
    body: `<p>Pilih promosi ini pada borang deposit dan kami tambah ${html.welcome.percent}% daripada deposit anda sebagai bonus.</p>
<ul>
<li>Bonus maksimum: ${html.welcome.maxBonus}</li>
<li>Deposit minimum: ${html.welcome.minDeposit}</li>
<li>Bonus perlu dipusing ganti ${html.welcome.turnover} kali sebelum boleh dikeluarkan</li>
<li>Satu bonus alu-aluan bagi setiap pemain</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Kredit percuma, tanpa deposit',
    summary: `Tuntut ${text.freeCredit.amount} dan terus bermain.`,
    body: `<p>Tuntut di halaman ini dan ${html.freeCredit.amount} dimasukkan ke baki anda serta-merta.</p>
<ul>
<li>Tiada deposit diperlukan</li>
<li>Kredit perlu dipusing ganti ${html.freeCredit.turnover} kali sebelum boleh dikeluarkan</li>
<li>Satu tuntutan bagi setiap pemain</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Reload Kasino Langsung ${text.liveReload.percent}%`,
    summary: `Tambahan ${text.liveReload.percent}% atas deposit untuk meja langsung, sehingga ${text.liveReload.maxBonus}.`,
    body: `<p>Pilih promosi ini pada borang deposit dan kami tambah ${html.liveReload.percent}% daripada deposit anda sebagai bonus untuk baccarat, rolet dan meja langsung yang lain.</p>
<ul>
<li>Bonus maksimum: ${html.liveReload.maxBonus}</li>
<li>Deposit minimum: ${html.liveReload.minDeposit}</li>
<li>Bonus perlu dipusing ganti ${html.liveReload.turnover} kali sebelum boleh dikeluarkan</li>
<li>Sekali bagi setiap pemain</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Istimewa Sukan Hujung Minggu',
    summary: 'Perlawanan besar setiap liga utama, sebelum sepak mula dan secara langsung.',
    body: `<p>Dari Jumaat hingga Ahad, buku sukan kami menonjolkan perlawanan bola sepak terbesar hujung minggu, dengan pasaran 1X2, handicap dan over/under sebelum sepak mula dan semasa perlawanan berlangsung.</p>
<ul>
<li>Tiada apa-apa untuk dituntut: hanya letakkan pertaruhan anda</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
