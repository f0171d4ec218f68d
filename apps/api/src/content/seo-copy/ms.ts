import type { SeoCopyFor } from './seo-copy.ts'

export const malaySeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Kasino Dalam Talian, Slot & Pertaruhan Sukan',
  keywords: ['kasino dalam talian', 'slot', 'pertaruhan sukan', 'kasino langsung'],
  pages: {
    home: {
      name: 'Utama',
      description: `${s} menawarkan slot, kasino langsung, pertaruhan sukan dan permainan memancing dalam ${currency}. Daftar sekarang dan tuntut bonus alu-aluan anda.`,
    },
    slots: {
      name: 'Slot',
      description: `Main permainan slot daripada JILI, Pragmatic Play dan PG Soft di ${s}.`,
    },
    livecasino: {
      name: 'Kasino Langsung',
      description: `Bakarat, rolet dan blackjack bersama peniaga sebenar, disiarkan secara langsung di ${s}.`,
    },
    sportsbook: {
      name: 'Sukan',
      description: `Bertaruh pada bola sepak, bola keranjang, tenis dan e-sukan dengan odds langsung di ${s}.`,
    },
    fish: {
      name: 'Memancing',
      description: `Sasar, tembak dan menang dalam permainan memancing arked di ${s}.`,
    },
    sabong: {
      name: 'Sabung Ayam',
      description: `Tonton sabung ayam secara langsung dan bertaruh pada Meron atau Wala di ${s}.`,
    },
    promotions: {
      name: 'Promosi',
      description: `Bonus alu-aluan, rebat dan ganjaran harian untuk pemain ${s}.`,
    },
    vip: {
      name: 'VIP',
      description: `Naik tahap VIP ${s} untuk rebat lebih tinggi dan ganjaran eksklusif.`,
    },
    news: {
      name: 'Berita',
      description: `Berita terkini, permainan baharu dan acara daripada ${s}.`,
    },
    leaderboard: {
      name: 'Papan Pendahulu',
      description: `Pemain teratas harian, mingguan dan bulanan di ${s} serta hadiah yang mereka menangi.`,
    },
    about_us: {
      name: 'Tentang Kami',
      description: `Siapa kami: ${s}, laman permainan dalam talian untuk pemain yang membayar dalam ${currency}.`,
    },
    faqs: {
      name: 'Soalan Lazim',
      description: `Jawapan kepada soalan lazim tentang akaun, deposit dan pengeluaran di ${s}.`,
    },
  },
})
