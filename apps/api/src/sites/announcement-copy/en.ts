import type { AnnouncementCopy } from './announcement-copy.ts'

export const englishAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Welcome to ${c.siteName}`,
    body: 'New players get a welcome bonus on their first deposit. See Promotions for the terms.',
  },
  maintenance: {
    title: 'Scheduled maintenance',
    body: `Live casino tables pause for ${c.maintenanceMinutes} minutes every Monday at ${c.maintenanceTime} for upkeep.`,
  },
})
