import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
]

// Figures keep the digits the page shows beside the text (amounts, percent, turnover), so the
// date is written in them too rather than in Burmese numerals.
function ends(date: CalendarDate | null): string {
  return date
    ? `<li>${date.year} ခုနှစ် ${months[date.month - 1]}လ ${date.day} ရက်နေ့အထိ</li>`
    : '<li>နောက်ထပ် အသိပေးချက် မထွက်မချင်း ဆက်လက်ရှိပါမည်</li>'
}

export const burmesePromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `${text.welcome.percent}% ကြိုဆိုရေး ဘောနပ်စ်`,
    summary: `${text.siteName} တွင် ငွေသွင်းပါက ${text.welcome.percent}% ဘောနပ်စ်၊ အများဆုံး ${text.welcome.maxBonus}။`,
    body: `<p>ငွေသွင်းပုံစံတွင် ဤပရိုမိုးရှင်းကို ရွေးချယ်ပါက သင်သွင်းသောငွေ၏ ${html.welcome.percent}% ကို ဘောနပ်စ်အဖြစ် ထပ်ပေါင်းပေးပါမည်။</p>
<ul>
<li>အများဆုံး ဘောနပ်စ်- ${html.welcome.maxBonus}</li>
<li>အနည်းဆုံး ငွေသွင်းပမာဏ- ${html.welcome.minDeposit}</li>
<li>ငွေမထုတ်မီ ဘောနပ်စ်ကို ${html.welcome.turnover} ဆ turnover ပြည့်အောင် ကစားရပါမည်</li>
<li>ကစားသူတစ်ဦးလျှင် ကြိုဆိုရေးဘောနပ်စ် တစ်ကြိမ်သာ</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'အခမဲ့ ခရက်ဒစ်၊ ငွေသွင်းရန်မလို',
    summary: `${text.freeCredit.amount} ကို ရယူပြီး ချက်ချင်း စကစားလိုက်ပါ။`,
    body: `<p>ဤစာမျက်နှာတွင် ရယူလိုက်သည်နှင့် ${html.freeCredit.amount} ကို သင့်လက်ကျန်ငွေထဲသို့ ချက်ချင်း ထည့်ပေးပါမည်။</p>
<ul>
<li>ငွေသွင်းရန် မလိုပါ</li>
<li>ငွေမထုတ်မီ ခရက်ဒစ်ကို ${html.freeCredit.turnover} ဆ turnover ပြည့်အောင် ကစားရပါမည်</li>
<li>ကစားသူတစ်ဦးလျှင် တစ်ကြိမ်သာ ရယူနိုင်ပါသည်</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `တိုက်ရိုက်ကာစီနို ${text.liveReload.percent}% Reload ဘောနပ်စ်`,
    summary: `တိုက်ရိုက်စားပွဲများတွင် ကစားရန် ငွေသွင်းမှုအပေါ် ${text.liveReload.percent}% ထပ်ဆောင်း၊ အများဆုံး ${text.liveReload.maxBonus}။`,
    body: `<p>ငွေသွင်းပုံစံတွင် ဤပရိုမိုးရှင်းကို ရွေးချယ်ပါက baccarat၊ roulette နှင့် အခြား တိုက်ရိုက်စားပွဲများတွင် ကစားရန် သင်သွင်းသောငွေ၏ ${html.liveReload.percent}% ကို ဘောနပ်စ်အဖြစ် ထပ်ပေါင်းပေးပါမည်။</p>
<ul>
<li>အများဆုံး ဘောနပ်စ်- ${html.liveReload.maxBonus}</li>
<li>အနည်းဆုံး ငွေသွင်းပမာဏ- ${html.liveReload.minDeposit}</li>
<li>ငွေမထုတ်မီ ဘောနပ်စ်ကို ${html.liveReload.turnover} ဆ turnover ပြည့်အောင် ကစားရပါမည်</li>
<li>ကစားသူတစ်ဦးလျှင် တစ်ကြိမ်သာ</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'ပိတ်ရက် အားကစား အထူးအစီအစဉ်',
    summary: 'ထိပ်တန်းလိဂ်တိုင်း၏ ပွဲကြီးများကို ပွဲမစမီနှင့် ပွဲကစားနေစဉ် လောင်းနိုင်ပါသည်။',
    body: `<p>သောကြာနေ့မှ တနင်္ဂနွေနေ့အထိ ကျွန်ုပ်တို့၏ အားကစားလောင်းကစားကဏ္ဍတွင် ပိတ်ရက်၏ အကြီးဆုံး ဘောလုံးပွဲများကို ထိပ်ဆုံးတွင် ဖော်ပြထားပြီး 1X2၊ handicap နှင့် over/under ဈေးကွက်များကို ပွဲမစမီနှင့် ပွဲကစားနေစဉ် လောင်းနိုင်ပါသည်။</p>
<ul>
<li>ဘာမှ ရယူစရာ မလိုပါ- လောင်းကြေးထပ်ရုံပါပဲ</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
