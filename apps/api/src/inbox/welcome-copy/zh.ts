import type { WelcomeCopy } from './welcome-copy.ts'

export const chineseWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `欢迎来到 ${c.siteName}`,
    body: `<p>您的账户已开通。领取 ${c.reward} 新人礼金，即刻入账，任意游戏都能玩。礼金 ${c.rewardDays} 天内有效，请尽快领取。</p>`,
  },
  saferPlay: {
    title: '理性娱乐，由您掌控',
    body: '<p>您可以随时设置存款限额、暂停游戏。具体方法请查看<a href="/responsible-gaming">理性博彩</a>页面。</p>',
  },
})
