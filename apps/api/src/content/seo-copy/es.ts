import type { SeoCopyFor } from './seo-copy.ts'

export const spanishSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Casino en línea, tragamonedas y apuestas deportivas',
  keywords: ['casino en línea', 'tragamonedas', 'apuestas deportivas', 'casino en vivo'],
  pages: {
    home: {
      name: 'Inicio',
      description: `${s} ofrece tragamonedas, casino en vivo, apuestas deportivas y juegos de pesca en ${currency}. Regístrate y recibe tu bono de bienvenida.`,
    },
    slots: {
      name: 'Tragamonedas',
      description: `Juega a las tragamonedas de JILI, Pragmatic Play y PG Soft en ${s}.`,
    },
    livecasino: {
      name: 'Casino en vivo',
      description: `Bacará, ruleta y blackjack con crupieres reales, en directo en ${s}.`,
    },
    sportsbook: {
      name: 'Deportes',
      description: `Apuesta al fútbol, baloncesto, tenis y esports con cuotas en vivo en ${s}.`,
    },
    fish: {
      name: 'Pesca',
      description: `Apunta, dispara y gana en los juegos de pesca arcade de ${s}.`,
    },
    sabong: {
      name: 'Sabong',
      description: `Mira peleas de gallos en directo y apuesta por Meron o Wala en ${s}.`,
    },
    promotions: {
      name: 'Promociones',
      description: `Bono de bienvenida, reembolsos y premios diarios para los jugadores de ${s}.`,
    },
    vip: {
      name: 'VIP',
      description: `Sube de nivel VIP en ${s} y consigue mayores reembolsos y premios exclusivos.`,
    },
    news: {
      name: 'Noticias',
      description: `Las últimas noticias, juegos nuevos y eventos de ${s}.`,
    },
    leaderboard: {
      name: 'Clasificación',
      description: `Los mejores jugadores del día, la semana y el mes en ${s} y los premios que ganan.`,
    },
    about_us: {
      name: 'Sobre nosotros',
      description: `Quiénes somos: ${s}, un sitio de juego en línea para jugadores que pagan en ${currency}.`,
    },
    faqs: {
      name: 'Preguntas frecuentes',
      description: `Respuestas a las preguntas habituales sobre cuentas, depósitos y retiros en ${s}.`,
    },
  },
})
