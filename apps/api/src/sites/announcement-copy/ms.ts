import type { AnnouncementCopy } from './announcement-copy.ts'

export const malayAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Selamat datang ke ${c.siteName}`,
    body: 'Pemain baharu menerima bonus selamat datang untuk deposit pertama mereka. Lihat Promosi untuk terma dan syarat.',
  },
  maintenance: {
    title: 'Penyelenggaraan berjadual',
    body: `Meja kasino langsung dihentikan seketika selama ${c.maintenanceMinutes} minit setiap hari Isnin pada pukul ${c.maintenanceTime} untuk penyelenggaraan.`,
  },
})
