import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Berlaku hingga ${date.day} ${months[date.month - 1]} ${date.year}</li>`
    : '<li>Berlaku sampai ada pemberitahuan lebih lanjut</li>'
}

export const indonesianPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Bonus Selamat Datang ${text.welcome.percent}%`,
    summary: `Bonus ${text.welcome.percent}% untuk deposit Anda di ${text.siteName}, maksimal ${text.welcome.maxBonus}.`,
    body: `<p>Pilih promo ini di formulir deposit dan kami tambahkan bonus sebesar ${html.welcome.percent}% dari deposit Anda.</p>
<ul>
<li>Bonus maksimal: ${html.welcome.maxBonus}</li>
<li>Deposit minimal: ${html.welcome.minDeposit}</li>
<li>Bonus harus di-turnover ${html.welcome.turnover} kali sebelum bisa ditarik</li>
<li>Satu bonus selamat datang per pemain</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Saldo gratis tanpa deposit',
    summary: `Klaim ${text.freeCredit.amount} dan langsung main.`,
    body: `<p>Klaim di halaman ini dan ${html.freeCredit.amount} langsung masuk ke saldo Anda.</p>
<ul>
<li>Tanpa deposit</li>
<li>Saldo bonus harus di-turnover ${html.freeCredit.turnover} kali sebelum bisa ditarik</li>
<li>Satu kali klaim per pemain</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Reload Live Casino ${text.liveReload.percent}%`,
    summary: `Ekstra ${text.liveReload.percent}% dari deposit untuk meja live, maksimal ${text.liveReload.maxBonus}.`,
    body: `<p>Pilih promo ini di formulir deposit dan kami tambahkan bonus sebesar ${html.liveReload.percent}% dari deposit Anda untuk bermain baccarat, roulette, dan meja live lainnya.</p>
<ul>
<li>Bonus maksimal: ${html.liveReload.maxBonus}</li>
<li>Deposit minimal: ${html.liveReload.minDeposit}</li>
<li>Bonus harus di-turnover ${html.liveReload.turnover} kali sebelum bisa ditarik</li>
<li>Satu kali per pemain</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Spesial Olahraga Akhir Pekan',
    summary: 'Laga besar dari setiap liga top, sebelum kick-off maupun saat live.',
    body: `<p>Setiap Jumat sampai Minggu, sportsbook kami menampilkan laga sepak bola terbesar akhir pekan di urutan teratas, dengan pasaran 1X2, handicap, dan over/under sebelum kick-off maupun saat pertandingan berlangsung.</p>
<ul>
<li>Tidak perlu klaim: langsung pasang taruhan Anda</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
