import type { SeoCopyFor } from './seo-copy.ts'

export const indonesianSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Kasino Online, Slot & Taruhan Olahraga',
  keywords: ['kasino online', 'slot', 'taruhan olahraga', 'kasino live'],
  pages: {
    home: {
      name: 'Beranda',
      description: `${s} menghadirkan slot, kasino live, taruhan olahraga, dan tembak ikan dalam ${currency}. Daftar sekarang dan klaim bonus sambutan Anda.`,
    },
    slots: {
      name: 'Slot',
      description: `Mainkan slot dari JILI, Pragmatic Play, dan PG Soft di ${s}.`,
    },
    livecasino: {
      name: 'Kasino Live',
      description: `Bakarat, rolet, dan blackjack bersama dealer sungguhan, disiarkan langsung di ${s}.`,
    },
    sportsbook: {
      name: 'Olahraga',
      description: `Pasang taruhan sepak bola, bola basket, tenis, dan esports dengan odds langsung di ${s}.`,
    },
    fish: {
      name: 'Tembak Ikan',
      description: `Bidik, tembak, dan menangkan hadiah di permainan tembak ikan ${s}.`,
    },
    sabong: {
      name: 'Sabung Ayam',
      description: `Tonton sabung ayam secara langsung dan pasang taruhan pada Meron atau Wala di ${s}.`,
    },
    promotions: {
      name: 'Promosi',
      description: `Bonus sambutan, rebate, dan hadiah harian untuk pemain ${s}.`,
    },
    vip: {
      name: 'VIP',
      description: `Naikkan level VIP Anda di ${s} untuk rebate lebih tinggi dan hadiah eksklusif.`,
    },
    news: { name: 'Berita', description: `Berita terbaru, permainan baru, dan acara dari ${s}.` },
    leaderboard: {
      name: 'Papan Peringkat',
      description: `Pemain teratas harian, mingguan, dan bulanan di ${s} beserta hadiah yang mereka menangkan.`,
    },
    about_us: {
      name: 'Tentang Kami',
      description: `Siapa kami: ${s}, situs permainan online bagi pemain yang bertransaksi dalam ${currency}.`,
    },
    faqs: {
      name: 'Pertanyaan Umum',
      description: `Jawaban atas pertanyaan umum seputar akun, deposit, dan penarikan di ${s}.`,
    },
  },
})
