import type { AnnouncementCopy } from './announcement-copy.ts'

export const indonesianAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Selamat datang di ${c.siteName}`,
    body: 'Pemain baru mendapatkan bonus sambutan untuk deposit pertama. Lihat syarat dan ketentuannya di halaman Promosi.',
  },
  maintenance: {
    title: 'Pemeliharaan terjadwal',
    body: `Meja live casino berhenti sementara selama ${c.maintenanceMinutes} menit setiap Senin pukul ${c.maintenanceTime} untuk pemeliharaan.`,
  },
})
