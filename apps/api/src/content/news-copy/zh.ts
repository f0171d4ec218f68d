import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const chineseNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `每周排行榜：前 ${text.weekly.paidRanks} 名瓜分 ${text.weekly.pool}`,
    summary: `在 ${text.siteName} 的每一笔投注都计入每周排行榜，前 ${text.weekly.paidRanks} 名每周瓜分 ${text.weekly.pool}。`,
    body: `<p>${html.siteName} 每周排行榜按投注流水排名，统计时间为每周一 00:00（UTC）至下周一。前 ${html.weekly.paidRanks} 名共同瓜分 ${html.weekly.pool}。</p>
<ul><li>第 1 名：${html.weekly.podium[0]}</li><li>第 2 名：${html.weekly.podium[1]}</li><li>第 3 名：${html.weekly.podium[2]}</li></ul>
<p>每周结算后奖金自动派发到账。您可以在“排行榜”页面查看自己的排名。</p>`,
  },
  'mahjong-ways-2': {
    title: '大厅新游：PG Soft 推出 Mahjong Ways 2',
    summary: `连环消除麻将老虎机，倍数最高 x10，现已登陆 ${text.siteName}。`,
    body: `<p>PG Soft 出品的 Mahjong Ways 2 现已加入 ${html.siteName} 老虎机大厅。</p>
<p>中奖麻将牌消除后新牌落下，每次连消都会提升倍数，免费旋转中最高可达 x10。</p>
<p>在“老虎机”分类中即可找到，或直接搜索“Mahjong”。</p>`,
  },
  'welcome-bonus': {
    title: `首存 ${text.welcome.percent}% 欢迎红利`,
    summary: `${text.siteName} 新玩家首次存款即享 ${text.welcome.percent}% 红利，最高 ${text.welcome.maxBonus}。`,
    body: `<p>在 ${html.siteName} 完成首次存款，我们将额外赠送存款金额的 ${html.welcome.percent}% 作为红利，最高 ${html.welcome.maxBonus}。</p>
<ul><li>存款时在存款表单中选择欢迎红利</li><li>最低存款：${html.welcome.minDeposit}</li><li>取款前需完成红利的 ${html.welcome.wagerTimes} 倍流水</li><li>每位玩家限领一次欢迎红利</li></ul>`,
  },
  'football-season': {
    title: '足球回归：各大顶级联赛实时赔率',
    summary: `在 ${text.siteName} 投注英超和西甲，赛前、滚球均可下注。`,
    body: `<p>新赛季已经开打，${html.siteName} 体育投注覆盖英格兰超级联赛和西班牙甲级联赛的全部比赛。</p>
<p>可选 1X2（独赢）、让球和大小球玩法，比赛进行中赔率实时更新。</p>`,
  },
  'vip-rebates': {
    title: 'VIP 返水：等级越高，返水越多',
    summary: `${text.siteName} VIP 会员每周享有返水，从${text.vip.lowest.name}等级的 ${text.vip.lowest.rebate} 到${text.vip.highest.name}等级的 ${text.vip.highest.rebate}。`,
    body: `<p>${html.siteName} 每个 VIP 等级都享有每周返水，等级每提升一级，返水比例随之提高。</p>
${vipRebateList(html.vip.levels, '：')}
<p>升级到下一等级的条件请查看 VIP 页面。</p>`,
  },
  'faster-withdrawals': {
    title: '取款更快了',
    summary: `${text.siteName} 的大部分取款现在一小时内即可到账。`,
    body: `<p>我们新增了更多支付合作伙伴，${html.siteName} 的大部分取款现在一小时内即可完成。</p>
<p>最低取款金额为 ${html.minWithdrawal}。请确保银行账户为您本人名下，以免延误。</p>`,
  },
  'daily-spin': {
    title: '转动幸运转盘',
    summary: `在 ${text.siteName} 用代币转动幸运转盘，赢取最高 ${text.spinJackpot} 的现金奖励。`,
    body: `<p>点击奖励图标，转动 ${html.siteName} 幸运转盘，赢取现金或额外旋转次数。头奖为 ${html.spinJackpot}。</p>
<p>新玩家注册即送 ${html.welcomeTokens} 个代币。每次存款再得一个，次日即可使用；完成每日任务还能获得更多。</p>`,
  },
  'maintenance-complete': {
    title: '计划维护已完成',
    summary: `${text.siteName} 支付系统的计划维护已结束，服务已全面恢复。`,
    body: `<p>${html.siteName} 支付系统的计划维护已提前完成。</p>
<p>所有游戏、存款和取款均已恢复正常。感谢您的耐心等待。</p>`,
  },
  'deposit-limits': {
    title: '理性娱乐：设置您的存款限额',
    summary: `${text.siteName} 客服现可为您设置每日、每周或每月存款限额。`,
    body: `<p>在 ${html.siteName} 游戏应当始终是一种乐趣。您可以联系客服，设置每日、每周或每月存款限额。</p>
<p>调低限额立即生效；调高限额将在 24 小时后生效。</p>`,
  },
})
