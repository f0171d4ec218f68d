import type { AnnouncementCopy } from './announcement-copy.ts'

export const russianAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Добро пожаловать в ${c.siteName}`,
    body: 'Новые игроки получают приветственный бонус за первый депозит. Условия — в разделе «Акции».',
  },
  maintenance: {
    title: 'Плановые технические работы',
    body: `Каждый понедельник в ${c.maintenanceTime} столы живого казино закрываются на техническое обслуживание (${c.maintenanceMinutes} мин).`,
  },
})
