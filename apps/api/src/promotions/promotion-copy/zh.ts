import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>活动截止日期：${date.year}年${date.month}月${date.day}日</li>`
    : '<li>活动长期有效，如有变动另行通知</li>'
}

export const chinesePromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `${text.welcome.percent}% 新人欢迎彩金`,
    summary: `在 ${text.siteName} 存款即享 ${text.welcome.percent}% 彩金，最高 ${text.welcome.maxBonus}。`,
    body: `<p>存款时在存款页面选择本活动，即可获得存款金额 ${html.welcome.percent}% 的彩金。</p>
<ul>
<li>最高彩金：${html.welcome.maxBonus}</li>
<li>最低存款：${html.welcome.minDeposit}</li>
<li>彩金需完成 ${html.welcome.turnover} 倍流水方可提款</li>
<li>每位玩家限领一次欢迎彩金</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: '免费彩金，无需存款',
    summary: `领取 ${text.freeCredit.amount}，马上开玩。`,
    body: `<p>在本页面点击领取，${html.freeCredit.amount} 将立即存入您的余额。</p>
<ul>
<li>无需存款</li>
<li>彩金需完成 ${html.freeCredit.turnover} 倍流水方可提款</li>
<li>每位玩家限领一次</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `真人娱乐场 ${text.liveReload.percent}% 续存彩金`,
    summary: `存款加送 ${text.liveReload.percent}%，畅玩真人桌台，最高 ${text.liveReload.maxBonus}。`,
    body: `<p>存款时在存款页面选择本活动，即可获得存款金额 ${html.liveReload.percent}% 的彩金，畅玩百家乐、轮盘等真人桌台。</p>
<ul>
<li>最高彩金：${html.liveReload.maxBonus}</li>
<li>最低存款：${html.liveReload.minDeposit}</li>
<li>彩金需完成 ${html.liveReload.turnover} 倍流水方可提款</li>
<li>每位玩家限参加一次</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: '周末体育精选',
    summary: '各大顶级联赛焦点赛事，赛前与滚球盘口一应俱全。',
    body: `<p>每周五至周日，体育投注页面优先呈现本周末最受瞩目的足球赛事，提供独赢（1X2）、让球和大小球盘口，赛前和比赛进行中均可投注。</p>
<ul>
<li>无需领取，直接投注即可</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
