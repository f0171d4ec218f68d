import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const malayNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Papan pendahulu mingguan: ${text.weekly.pool} untuk ${text.weekly.paidRanks} teratas`,
    summary: `Setiap pertaruhan dikira dalam papan pendahulu mingguan ${text.siteName}. ${text.weekly.paidRanks} pemain teratas berkongsi ${text.weekly.pool} setiap minggu.`,
    body: `<p>Papan pendahulu mingguan ${html.siteName} menyusun pemain mengikut jumlah pertaruhan dari Isnin 00:00 UTC hingga Isnin berikutnya. ${html.weekly.paidRanks} pemain teratas berkongsi ${html.weekly.pool}.</p>
<ul><li>Tempat pertama: ${html.weekly.podium[0]}</li><li>Tempat kedua: ${html.weekly.podium[1]}</li><li>Tempat ketiga: ${html.weekly.podium[2]}</li></ul>
<p>Hadiah dikreditkan secara automatik apabila minggu ditutup. Semak kedudukan anda di halaman Papan pendahulu.</p>`,
  },
  'mahjong-ways-2': {
    title: 'Baharu di lobi: Mahjong Ways 2 oleh PG Soft',
    summary: `Slot mahjong berlata dengan pengganda sehingga x10 kini tersedia di ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 daripada PG Soft kini menyertai lobi slot ${html.siteName}.</p>
<p>Jubin yang menang hilang dan jubin baharu jatuh menggantikannya, dan setiap lata menaikkan pengganda, sehingga x10 dalam pusingan percuma.</p>
<p>Cari permainan ini di bahagian Slot, atau taip "Mahjong" di ruangan carian.</p>`,
  },
  'welcome-bonus': {
    title: `Bonus alu-aluan ${text.welcome.percent}% untuk deposit pertama anda`,
    summary: `Pemain baharu ${text.siteName} menerima bonus ${text.welcome.percent}% untuk deposit pertama mereka, sehingga ${text.welcome.maxBonus}.`,
    body: `<p>Buat deposit pertama anda di ${html.siteName} dan kami tambah ${html.welcome.percent}% lagi, sehingga ${html.welcome.maxBonus}.</p>
<ul><li>Pilih bonus alu-aluan pada borang deposit semasa anda membuat deposit</li><li>Deposit minimum: ${html.welcome.minDeposit}</li><li>Pertaruhkan bonus ${html.welcome.wagerTimes} kali sebelum mengeluarkannya</li><li>Satu bonus alu-aluan bagi setiap pemain</li></ul>`,
  },
  'football-season': {
    title: 'Bola sepak kembali: odds langsung untuk semua liga utama',
    summary: `Bertaruh pada Liga Perdana Inggeris dan La Liga sebelum sepak mula dan semasa perlawanan di ${text.siteName}.`,
    body: `<p>Musim baharu sudah bermula dan buku sukan ${html.siteName} menawarkan setiap perlawanan Liga Perdana Inggeris dan La Liga.</p>
<p>Pilih pasaran 1X2, handikap dan atas/bawah, dengan odds yang dikemas kini sepanjang perlawanan berlangsung.</p>`,
  },
  'vip-rebates': {
    title: 'Rebat VIP: setiap tahap membayar lebih',
    summary: `Ahli VIP ${text.siteName} menerima rebat mingguan, daripada ${text.vip.lowest.rebate} di tahap ${text.vip.lowest.name} hingga ${text.vip.highest.rebate} di tahap ${text.vip.highest.name}.`,
    body: `<p>Setiap tahap VIP ${html.siteName} disertakan rebat mingguan, dan setiap kali anda naik tahap, rebat itu turut meningkat.</p>
${vipRebateList(html.vip.levels)}
<p>Lihat halaman VIP untuk syarat mencapai tahap seterusnya.</p>`,
  },
  'faster-withdrawals': {
    title: 'Pengeluaran lebih pantas',
    summary: `Kebanyakan pengeluaran ${text.siteName} kini sampai ke akaun bank anda dalam masa satu jam.`,
    body: `<p>Kami telah menambah lebih banyak rakan pembayaran, jadi kebanyakan pengeluaran di ${html.siteName} kini selesai dalam masa satu jam.</p>
<p>Pengeluaran bermula daripada ${html.minWithdrawal}. Pastikan akaun bank anda atas nama anda sendiri untuk mengelakkan kelewatan.</p>`,
  },
  'daily-spin': {
    title: 'Putar roda bertuah',
    summary: `Gunakan token anda di roda bertuah ${text.siteName} dan menangi hadiah tunai sehingga ${text.spinJackpot}.`,
    body: `<p>Buka ikon ganjaran dan putar roda bertuah ${html.siteName} untuk memenangi wang tunai atau putaran tambahan. Jackpotnya bernilai ${html.spinJackpot}.</p>
<p>Pemain baharu bermula dengan ${html.welcomeTokens} token. Setiap deposit memberi satu token lagi yang boleh digunakan keesokan harinya, dan misi harian menambah lebih banyak lagi.</p>`,
  },
  'maintenance-complete': {
    title: 'Penyelenggaraan berjadual selesai',
    summary: `${text.siteName} kembali beroperasi selepas penyelenggaraan terancang sistem pembayaran kami.`,
    body: `<p>Penyelenggaraan terancang sistem pembayaran ${html.siteName} telah selesai lebih awal daripada jadual.</p>
<p>Semua permainan, deposit dan pengeluaran berjalan seperti biasa. Terima kasih atas kesabaran anda.</p>`,
  },
  'deposit-limits': {
    title: 'Bermain secara bertanggungjawab: tetapkan had deposit anda sendiri',
    summary: `Khidmat pelanggan ${text.siteName} kini boleh menetapkan had deposit harian, mingguan atau bulanan untuk anda.`,
    body: `<p>Bermain di ${html.siteName} sepatutnya sentiasa menyeronokkan. Minta pasukan khidmat pelanggan kami menetapkan had deposit harian, mingguan atau bulanan.</p>
<p>Had yang lebih rendah berkuat kuasa serta-merta; had yang lebih tinggi berkuat kuasa selepas 24 jam.</p>`,
  },
})
