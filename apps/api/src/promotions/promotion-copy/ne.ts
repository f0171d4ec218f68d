import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
]

// Figures keep the digits the page shows beside the text (amounts, percent, turnover), so the
// date is written in them too rather than in Devanagari numerals.
function ends(date: CalendarDate | null): string {
  return date
    ? `<li>सन् ${date.year} ${months[date.month - 1]} ${date.day} सम्म मान्य</li>`
    : '<li>अर्को सूचना नआएसम्म लागू</li>'
}

export const nepaliPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `${text.welcome.percent}% स्वागत बोनस`,
    summary: `${text.siteName} मा डिपोजिट गर्दा ${text.welcome.percent}% बोनस, अधिकतम ${text.welcome.maxBonus}।`,
    body: `<p>डिपोजिट फारममा यो प्रमोसन छान्नुहोस्, हामी तपाईंको डिपोजिटको ${html.welcome.percent}% बोनसका रूपमा थपिदिन्छौं।</p>
<ul>
<li>अधिकतम बोनस: ${html.welcome.maxBonus}</li>
<li>न्यूनतम डिपोजिट: ${html.welcome.minDeposit}</li>
<li>निकासी गर्नुअघि बोनसलाई ${html.welcome.turnover} पटक टर्नओभर गर्नुपर्छ</li>
<li>प्रति खेलाडी एक पटक मात्र स्वागत बोनस</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'निःशुल्क क्रेडिट, डिपोजिट चाहिँदैन',
    summary: `${text.freeCredit.amount} दाबी गर्नुहोस् र तुरुन्तै खेल्न सुरु गर्नुहोस्।`,
    body: `<p>यही पेजबाट दाबी गर्नुहोस्, ${html.freeCredit.amount} तुरुन्तै तपाईंको ब्यालेन्समा थपिन्छ।</p>
<ul>
<li>डिपोजिट आवश्यक छैन</li>
<li>निकासी गर्नुअघि क्रेडिटलाई ${html.freeCredit.turnover} पटक टर्नओभर गर्नुपर्छ</li>
<li>प्रति खेलाडी एक पटक मात्र</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `लाइभ क्यासिनो रिलोड ${text.liveReload.percent}%`,
    summary: `लाइभ टेबलमा खेल्न डिपोजिटमा ${text.liveReload.percent}% थप, अधिकतम ${text.liveReload.maxBonus}।`,
    body: `<p>डिपोजिट फारममा यो प्रमोसन छान्नुहोस्, ब्याकारेट, रुलेट र अन्य लाइभ टेबलमा खेल्नका लागि हामी तपाईंको डिपोजिटको ${html.liveReload.percent}% बोनसका रूपमा थपिदिन्छौं।</p>
<ul>
<li>अधिकतम बोनस: ${html.liveReload.maxBonus}</li>
<li>न्यूनतम डिपोजिट: ${html.liveReload.minDeposit}</li>
<li>निकासी गर्नुअघि बोनसलाई ${html.liveReload.turnover} पटक टर्नओभर गर्नुपर्छ</li>
<li>प्रति खेलाडी एक पटक मात्र</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'सप्ताहान्त खेलकुद विशेष',
    summary: 'हरेक शीर्ष लिगका ठूला खेलहरू, खेल सुरु हुनुअघि र लाइभ।',
    body: `<p>शुक्रबारदेखि आइतबारसम्म हाम्रो स्पोर्ट्सबुकमा सप्ताहान्तका सबैभन्दा ठूला फुटबल खेलहरू सबैभन्दा माथि राखिन्छन्, जसमा 1X2, ह्यान्डिक्याप र ओभर/अन्डर बजारहरू खेल सुरु हुनुअघि र खेल चलिरहँदा उपलब्ध हुन्छन्।</p>
<ul>
<li>केही दाबी गर्नुपर्दैन: सिधै बेट राख्नुहोस्</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
