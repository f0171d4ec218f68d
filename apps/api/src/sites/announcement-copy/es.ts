import type { AnnouncementCopy } from './announcement-copy.ts'

export const spanishAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Bienvenido a ${c.siteName}`,
    body: 'Los nuevos jugadores reciben un bono de bienvenida con su primer depósito. Consulta las condiciones en Promociones.',
  },
  maintenance: {
    title: 'Mantenimiento programado',
    body: `Las mesas del casino en vivo se detienen ${c.maintenanceMinutes} minutos todos los lunes a las ${c.maintenanceTime} por mantenimiento.`,
  },
})
