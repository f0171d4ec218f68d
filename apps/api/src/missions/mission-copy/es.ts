import type { MissionCopy } from './mission-copy.ts'

export const spanishMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Giros del día',
    description: `Juega hoy ${c.dailyRounds} rondas en cualquier juego.`,
  },
  dailyWager: {
    title: 'Apuesta diaria',
    description: `Apuesta hoy un total de ${c.dailyWager} en cualquier juego.`,
  },
  weeklyTopUp: {
    title: 'Recarga semanal',
    description: `Deposita un total de ${c.weeklyDeposit} esta semana.`,
  },
  firstDeposit: {
    title: 'Primer depósito',
    description: `Haz tu primer depósito de al menos ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Veterano',
    description: `Juega ${c.totalRounds} rondas en cualquier juego.`,
  },
})
