import type { WelcomeCopy } from './welcome-copy.ts'

export const malayWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Selamat datang ke ${c.siteName}`,
    body: `<p>Akaun anda sudah sedia. Tuntut ganjaran selamat datang ${c.reward} dan cuba mana-mana permainan: ia dimasukkan ke dalam baki anda serta-merta. Ganjaran ini boleh dituntut dalam tempoh ${c.rewardDays} hari.</p>`,
  },
  saferPlay: {
    title: 'Bermain mengikut cara anda',
    body: '<p>Tetapkan had deposit dan berehat bila-bila masa anda mahu. Halaman <a href="/responsible-gaming">permainan bertanggungjawab</a> kami menerangkan caranya.</p>',
  },
})
