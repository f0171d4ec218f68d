import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const indonesianNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Papan peringkat mingguan: ${text.weekly.pool} untuk ${text.weekly.paidRanks} besar`,
    summary: `Setiap taruhan dihitung di papan peringkat mingguan ${text.siteName}. ${text.weekly.paidRanks} pemain teratas berbagi ${text.weekly.pool} setiap minggu.`,
    body: `<p>Papan peringkat mingguan ${html.siteName} mengurutkan pemain berdasarkan total taruhan dari Senin pukul 00.00 UTC hingga Senin berikutnya. ${html.weekly.paidRanks} pemain teratas berbagi ${html.weekly.pool}.</p>
<ul><li>Peringkat 1: ${html.weekly.podium[0]}</li><li>Peringkat 2: ${html.weekly.podium[1]}</li><li>Peringkat 3: ${html.weekly.podium[2]}</li></ul>
<p>Hadiah dikreditkan otomatis saat minggu ditutup. Cek peringkat Anda di halaman Papan peringkat.</p>`,
  },
  'mahjong-ways-2': {
    title: 'Baru di lobi: Mahjong Ways 2 dari PG Soft',
    summary: `Slot mahjong dengan fitur tumble dan pengganda hingga x10 kini hadir di ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 dari PG Soft kini hadir di lobi slot ${html.siteName}.</p>
<p>Ubin yang menang menghilang dan ubin baru berjatuhan, dan setiap tumble menaikkan pengganda, hingga x10 saat putaran gratis.</p>
<p>Temukan di kategori Slot, atau ketik "Mahjong" di kolom pencarian.</p>`,
  },
  'welcome-bonus': {
    title: `Bonus sambutan ${text.welcome.percent}% untuk deposit pertama Anda`,
    summary: `Pemain baru ${text.siteName} mendapat bonus ${text.welcome.percent}% untuk deposit pertama, hingga ${text.welcome.maxBonus}.`,
    body: `<p>Lakukan deposit pertama Anda di ${html.siteName} dan kami tambahkan ${html.welcome.percent}%, hingga ${html.welcome.maxBonus}.</p>
<ul><li>Pilih bonus sambutan di formulir deposit saat Anda melakukan deposit</li><li>Deposit minimum: ${html.welcome.minDeposit}</li><li>Taruhkan bonus ${html.welcome.wagerTimes} kali sebelum menariknya</li><li>Satu bonus sambutan untuk setiap pemain</li></ul>`,
  },
  'football-season': {
    title: 'Sepak bola kembali: odds langsung di semua liga top',
    summary: `Pasang taruhan Liga Primer Inggris dan La Liga sebelum kick-off maupun saat laga berlangsung di ${text.siteName}.`,
    body: `<p>Musim baru telah dimulai dan sportsbook ${html.siteName} menghadirkan setiap laga Liga Primer Inggris dan La Liga.</p>
<p>Pilih pasar 1X2, handicap, dan over/under, dengan odds yang terus diperbarui selama pertandingan berlangsung.</p>`,
  },
  'vip-rebates': {
    title: 'Rebate VIP: makin tinggi level, makin besar',
    summary: `Member VIP ${text.siteName} mendapat rebate mingguan, mulai ${text.vip.lowest.rebate} di level ${text.vip.lowest.name} hingga ${text.vip.highest.rebate} di level ${text.vip.highest.name}.`,
    body: `<p>Setiap level VIP ${html.siteName} mendapat rebate mingguan, dan setiap kali Anda naik level, rebatenya ikut naik.</p>
${vipRebateList(html.vip.levels)}
<p>Lihat halaman VIP untuk syarat naik ke level berikutnya.</p>`,
  },
  'faster-withdrawals': {
    title: 'Penarikan dana lebih cepat',
    summary: `Sebagian besar penarikan dana di ${text.siteName} kini masuk ke rekening Anda dalam satu jam.`,
    body: `<p>Kami menambah mitra pembayaran, sehingga sebagian besar penarikan dana di ${html.siteName} kini selesai dalam satu jam.</p>
<p>Penarikan mulai dari ${html.minWithdrawal}. Pastikan rekening bank atas nama Anda sendiri agar tidak tertunda.</p>`,
  },
  'daily-spin': {
    title: 'Putar roda keberuntungan',
    summary: `Gunakan token Anda di roda keberuntungan ${text.siteName} dan menangkan hadiah uang tunai hingga ${text.spinJackpot}.`,
    body: `<p>Buka ikon hadiah dan putar roda keberuntungan ${html.siteName} untuk memenangkan uang tunai atau putaran tambahan. Jackpotnya ${html.spinJackpot}.</p>
<p>Pemain baru langsung mendapat ${html.welcomeTokens} token. Setiap deposit memberi satu token lagi yang bisa dipakai keesokan harinya, dan misi harian menambah lebih banyak lagi.</p>`,
  },
  'maintenance-complete': {
    title: 'Pemeliharaan terjadwal telah selesai',
    summary: `${text.siteName} kembali online setelah pemeliharaan terencana pada sistem pembayaran kami.`,
    body: `<p>Pemeliharaan terencana sistem pembayaran ${html.siteName} selesai lebih cepat dari jadwal.</p>
<p>Semua permainan, deposit, dan penarikan dana berjalan normal. Terima kasih atas kesabaran Anda.</p>`,
  },
  'deposit-limits': {
    title: 'Bermain secara bertanggung jawab: atur batas deposit Anda',
    summary: `Layanan pelanggan ${text.siteName} kini dapat mengatur batas deposit harian, mingguan, atau bulanan untuk Anda.`,
    body: `<p>Bermain di ${html.siteName} harus tetap menyenangkan. Minta tim layanan pelanggan kami untuk mengatur batas deposit harian, mingguan, atau bulanan.</p>
<p>Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi berlaku setelah 24 jam.</p>`,
  },
})
