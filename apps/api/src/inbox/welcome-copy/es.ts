import type { WelcomeCopy } from './welcome-copy.ts'

export const spanishWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Bienvenido a ${c.siteName}`,
    body: `<p>Tu cuenta ya está lista. Reclama tu premio de bienvenida de ${c.reward} y prueba el juego que quieras: se suma a tu saldo al instante. Tienes ${c.rewardDays} días para reclamarlo.</p>`,
  },
  saferPlay: {
    title: 'Juega a tu manera',
    body: '<p>Fija límites de depósito y tómate un descanso cuando quieras. Te explicamos cómo en nuestra página de <a href="/responsible-gaming">juego responsable</a>.</p>',
  },
})
