import type { CmsCopy } from './cms-copy.ts'

export const chineseCms: CmsCopy = (c) => ({
  about_us: `<h2>关于 ${c.siteName}</h2>
<p>${c.siteName} 是一个在线游戏平台，老虎机、真人娱乐场、体育投注和捕鱼游戏一站汇集，所有余额均以 ${c.currency} 结算。</p>
<h3>我们提供</h3>
<ul>
<li>来自 JILI、Pragmatic Play、PG Soft 等持牌游戏厂商的游戏</li>
<li>最低存款 ${c.minDeposit}，提款快速到账</li>
<li>VIP 计划、排行榜和定期优惠活动</li>
<li>全天候在线客服，或发送邮件至 ${c.supportEmail}</li>
</ul>
<p>理性娱乐，量力而行，祝您玩得开心。</p>`,

  privacy_policy: `<h2>隐私政策</h2>
<p>${c.siteName} 仅收集运营您的账户所需的数据：账户 ID、手机号码、可选的电子邮箱，以及您的存款、提款和投注记录。</p>
<h3>我们如何使用您的数据</h3>
<ul>
<li>核实您的身份并保护您的账户安全</li>
<li>处理您以 ${c.currency} 进行的付款</li>
<li>履行法律义务，包括反洗钱审查</li>
</ul>
<p>我们绝不出售您的个人数据，密码仅以安全哈希形式保存。如需查看或删除您的数据，请发送邮件至 ${c.supportEmail}。</p>`,

  responsible_gaming: `<h2>负责任博彩</h2>
<p>在 ${c.siteName} 游戏应当是一种娱乐，而不是赚钱的途径。您必须年满 18 周岁才能参与游戏。</p>
<h3>保持自控</h3>
<ul>
<li>游戏前先设定 ${c.currency} 预算，并严格遵守</li>
<li>切勿为了追回损失而继续投注</li>
<li>定时休息，情绪低落或疲惫时不要游戏</li>
</ul>
<p>如果您需要暂停，我们的客服团队可以限制您的存款额度，或按您选择的期限关闭账户。请发送邮件至 ${c.supportEmail}。</p>`,

  banking: `<h2>存款与提款</h2>
<p>${c.siteName} 的所有存款和提款均以 ${c.currency} 进行。</p>
<h3>存款</h3>
<ul>
<li>最低存款：${c.minDeposit}</li>
<li>付款确认后余额立即到账</li>
</ul>
<h3>提款</h3>
<ul>
<li>最低提款：${c.minWithdrawal}</li>
<li>我们只向您本人名下的银行账户付款</li>
<li>大多数提款在一小时内完成</li>
</ul>
<p>提款前须完成所有红利的流水要求。</p>`,

  faqs: `<h2>常见问题</h2>
<h3>如何在 ${c.siteName} 开设账户？</h3>
<p>点击“注册”，设置账户 ID 和密码，然后输入我们发送给您的验证码确认手机号码。</p>
<h3>最低存款是多少？</h3>
<p>最低存款为 ${c.minDeposit}。</p>
<h3>提款需要多长时间？</h3>
<p>大多数提款在一小时内完成。最低提款为 ${c.minWithdrawal}。</p>
<h3>忘记密码怎么办？</h3>
<p>在登录页面点击“忘记密码”，我们会向您的手机发送验证码。</p>`,

  term_condition: `<h2>条款与条件</h2>
<p>在 ${c.siteName} 开设账户即表示您接受以下条款。</p>
<ol>
<li>您必须年满 18 周岁，并且您所在地区允许参与在线游戏。</li>
<li>每位玩家只能拥有一个账户。通过重复账户领取的红利一律无效。</li>
<li>您的余额以 ${c.currency} 计算；最低提款为 ${c.minWithdrawal}。</li>
<li>红利须满足各优惠活动所示的流水要求。</li>
<li>${c.siteName} 有权暂停用于欺诈或滥用的账户。</li>
</ol>`,
})
