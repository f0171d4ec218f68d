import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const filipinoNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Lingguhang leaderboard: ${text.weekly.pool} para sa top ${text.weekly.paidRanks}`,
    summary: `Bawat taya ay bilang sa lingguhang leaderboard ng ${text.siteName}. Paghahatian ng top ${text.weekly.paidRanks} ang ${text.weekly.pool} bawat linggo.`,
    body: `<p>Niraranggo ng lingguhang leaderboard ng ${html.siteName} ang mga manlalaro ayon sa turnover, mula Lunes 00:00 UTC hanggang sa susunod na Lunes. Paghahatian ng top ${html.weekly.paidRanks} ang ${html.weekly.pool}.</p>
<ul><li>Unang puwesto: ${html.weekly.podium[0]}</li><li>Ikalawang puwesto: ${html.weekly.podium[1]}</li><li>Ikatlong puwesto: ${html.weekly.podium[2]}</li></ul>
<p>Awtomatikong ikinikredito ang mga premyo pagsara ng linggo. Tingnan ang iyong ranggo sa Leaderboard page.</p>`,
  },
  'mahjong-ways-2': {
    title: 'Bago sa lobby: Mahjong Ways 2 ng PG Soft',
    summary: `Live na sa ${text.siteName} ang cascading mahjong slot na may multiplier na hanggang x10.`,
    body: `<p>Kasama na sa slot lobby ng ${html.siteName} ang Mahjong Ways 2 mula sa PG Soft.</p>
<p>Nawawala ang mga panalong tile at may bagong bumabagsak, at bawat cascade ay nagpapataas ng multiplier, hanggang x10 sa free spins.</p>
<p>Hanapin ito sa Slots, o i-search ang "Mahjong".</p>`,
  },
  'welcome-bonus': {
    title: `${text.welcome.percent}% welcome bonus sa iyong unang deposito`,
    summary: `Ang mga bagong manlalaro ng ${text.siteName} ay may ${text.welcome.percent}% bonus sa kanilang unang deposito, hanggang ${text.welcome.maxBonus}.`,
    body: `<p>Mag-deposit sa unang pagkakataon sa ${html.siteName} at dadagdagan namin ito ng ${html.welcome.percent}%, hanggang ${html.welcome.maxBonus}.</p>
<ul><li>Piliin ang welcome bonus sa deposit form kapag nagde-deposit</li><li>Minimum na deposito: ${html.welcome.minDeposit}</li><li>Itaya ang bonus nang ${html.welcome.wagerTimes} beses bago ito i-withdraw</li><li>Isang welcome bonus lang bawat manlalaro</li></ul>`,
  },
  'football-season': {
    title: 'Balik na ang football: live odds sa lahat ng top league',
    summary: `Tumaya sa Premier League at La Liga bago mag-kick-off at habang naglalaro sa ${text.siteName}.`,
    body: `<p>Nagsimula na ang bagong season at nasa sportsbook ng ${html.siteName} ang bawat laban ng English Premier League at La Liga.</p>
<p>Pumili sa 1X2, handicap at over/under, na may odds na nag-a-update habang live ang laban.</p>`,
  },
  'vip-rebates': {
    title: 'VIP rebate: mas malaki sa bawat level',
    summary: `May lingguhang rebate ang mga VIP member ng ${text.siteName}, mula ${text.vip.lowest.rebate} sa ${text.vip.lowest.name} hanggang ${text.vip.highest.rebate} sa ${text.vip.highest.name}.`,
    body: `<p>May lingguhang rebate ang bawat VIP level ng ${html.siteName}, at tumataas ito sa bawat pag-akyat mo ng level.</p>
${vipRebateList(html.vip.levels)}
<p>Tingnan ang VIP page para malaman kung paano maabot ang susunod na level.</p>`,
  },
  'faster-withdrawals': {
    title: 'Mas mabilis na withdrawal',
    summary: `Karamihan ng withdrawal sa ${text.siteName} ay pumapasok na sa iyong bangko sa loob ng isang oras.`,
    body: `<p>Nagdagdag kami ng mas maraming payout partner, kaya karamihan ng withdrawal sa ${html.siteName} ay natatapos na sa loob ng isang oras.</p>
<p>Puwedeng mag-withdraw simula ${html.minWithdrawal}. Siguraduhing nakapangalan sa iyo ang bank account para walang antala.</p>`,
  },
  'daily-spin': {
    title: 'Paikutin ang Gulong ng Suwerte',
    summary: `Gamitin ang iyong mga token sa Gulong ng Suwerte ng ${text.siteName} at manalo ng cash hanggang ${text.spinJackpot}.`,
    body: `<p>Buksan ang rewards icon at paikutin ang Gulong ng Suwerte ng ${html.siteName} para sa cash o dagdag na spin. Ang jackpot ay ${html.spinJackpot}.</p>
<p>May ${html.welcomeTokens} token agad ang mga bagong manlalaro. Bawat deposito ay may kasamang isa pa, na magagamit kinabukasan, at may dagdag pa mula sa daily missions.</p>`,
  },
  'maintenance-complete': {
    title: 'Tapos na ang naka-iskedyul na maintenance',
    summary: `Balik-online na ang ${text.siteName} matapos ang planadong maintenance ng aming payment system.`,
    body: `<p>Mas maagang natapos kaysa inaasahan ang planadong maintenance ng payment system ng ${html.siteName}.</p>
<p>Normal na ang lahat ng laro, deposito at withdrawal. Salamat sa iyong pasensya.</p>`,
  },
  'deposit-limits': {
    title: 'Maglaro nang responsable: magtakda ng sariling deposit limit',
    summary: `Puwede ka na ngayong bigyan ng ${text.siteName} support ng araw-araw, lingguhan o buwanang deposit limit.`,
    body: `<p>Dapat manatiling masaya ang paglalaro sa ${html.siteName}. Humingi sa aming support team ng araw-araw, lingguhan o buwanang deposit limit.</p>
<p>Agad na umiiral ang mas mababang limit; ang mas mataas na limit ay umiiral pagkalipas ng 24 na oras.</p>`,
  },
})
