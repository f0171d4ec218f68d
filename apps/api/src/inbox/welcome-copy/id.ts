import type { WelcomeCopy } from './welcome-copy.ts'

export const indonesianWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Selamat datang di ${c.siteName}`,
    body: `<p>Akun Anda sudah siap. Klaim hadiah sambutan ${c.reward} dan coba game apa saja: saldo Anda langsung bertambah. Hadiah ini bisa diklaim dalam ${c.rewardDays} hari.</p>`,
  },
  saferPlay: {
    title: 'Main sesuai aturan Anda',
    body: '<p>Atur batas deposit dan istirahat kapan pun Anda mau. Caranya ada di halaman <a href="/responsible-gaming">bermain secara bertanggung jawab</a> kami.</p>',
  },
})
