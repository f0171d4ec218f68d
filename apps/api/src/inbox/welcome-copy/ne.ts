import type { WelcomeCopy } from './welcome-copy.ts'

export const nepaliWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `${c.siteName} मा स्वागत छ`,
    body: `<p>तपाईंको खाता तयार छ। ${c.reward} को स्वागत पुरस्कार लिनुहोस् र जुनसुकै खेल खेलेर हेर्नुहोस्: रकम तुरुन्तै तपाईंको ब्यालेन्समा थपिन्छ। यो पुरस्कार ${c.rewardDays} दिनसम्म लिन सकिन्छ।</p>`,
  },
  saferPlay: {
    title: 'आफ्नै नियममा खेल्नुहोस्',
    body: '<p>जुनसुकै बेला डिपोजिट सीमा तोक्नुहोस् र विश्राम लिनुहोस्। कसरी गर्ने भन्ने कुरा हाम्रो <a href="/responsible-gaming">जिम्मेवार खेल</a> पृष्ठमा छ।</p>',
  },
})
