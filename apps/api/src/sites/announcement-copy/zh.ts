import type { AnnouncementCopy } from './announcement-copy.ts'

export const chineseAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `欢迎来到 ${c.siteName}`,
    body: '新玩家首次存款即可获得迎新奖金，详细条款请查看优惠活动页面。',
  },
  maintenance: {
    title: '系统维护通知',
    body: `每周一 ${c.maintenanceTime} 起，真人娱乐场牌桌将暂停 ${c.maintenanceMinutes} 分钟进行例行维护。`,
  },
})
