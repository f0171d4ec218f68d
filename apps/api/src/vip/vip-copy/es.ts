import type { VipCopy } from './vip-copy.ts'

export const spanishVip: VipCopy = {
  levelNames: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante', 'Élite'],
  benefits: {
    weeklyRebate: 'Reembolso semanal',
    birthdayBonus: 'Bono de cumpleaños',
    fasterWithdrawals: 'Retiros más rápidos',
    accountManager: 'Gestor de cuenta personal',
    exclusiveEvents: 'Invitaciones a eventos exclusivos',
  },
}
