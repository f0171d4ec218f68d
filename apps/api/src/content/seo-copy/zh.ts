import type { SeoCopyFor } from './seo-copy.ts'

export const chineseSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: '在线娱乐场、老虎机与体育投注',
  keywords: ['在线娱乐场', '老虎机', '体育投注', '真人娱乐'],
  pages: {
    home: {
      name: '首页',
      description: `${s} 提供在线老虎机、真人娱乐场、体育投注和捕鱼游戏，以 ${currency} 结算。立即注册，领取新人礼金。`,
    },
    slots: {
      name: '老虎机',
      description: `在 ${s} 畅玩 JILI、Pragmatic Play 和 PG Soft 的老虎机游戏。`,
    },
    livecasino: {
      name: '真人娱乐场',
      description: `在 ${s} 观看真人荷官直播，畅玩百家乐、轮盘和二十一点。`,
    },
    sportsbook: {
      name: '体育',
      description: `在 ${s} 投注足球、篮球、网球和电子竞技，享受实时赔率。`,
    },
    fish: { name: '捕鱼', description: `在 ${s} 瞄准、开炮、赢奖，畅玩街机捕鱼游戏。` },
    sabong: { name: '斗鸡', description: `在 ${s} 观看斗鸡直播，投注 Meron 或 Wala。` },
    promotions: { name: '优惠活动', description: `${s} 玩家专享新人礼金、返水和每日奖励。` },
    vip: { name: 'VIP', description: `提升 ${s} VIP 等级，享受更高返水和专属奖励。` },
    news: { name: '新闻', description: `${s} 的最新消息、新游戏和活动。` },
    leaderboard: {
      name: '排行榜',
      description: `查看 ${s} 每日、每周和每月的顶尖玩家及其奖金。`,
    },
    about_us: {
      name: '关于我们',
      description: `了解 ${s}：一个以 ${currency} 结算的在线游戏平台。`,
    },
    faqs: { name: '常见问题', description: `关于 ${s} 账户、存款和提款的常见问题解答。` },
  },
})
