import type { AnnouncementCopy } from './announcement-copy.ts'

export const filipinoAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Maligayang pagdating sa ${c.siteName}`,
    body: 'May welcome bonus ang mga bagong manlalaro sa kanilang unang deposito. Tingnan ang Promosyon para sa mga kondisyon.',
  },
  maintenance: {
    title: 'Nakatakdang maintenance',
    body: `Pansamantalang hihinto ang mga live casino table nang ${c.maintenanceMinutes} minuto tuwing Lunes sa ganap na ${c.maintenanceTime} para sa maintenance.`,
  },
})
