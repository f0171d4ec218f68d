import type { MissionCopy } from './mission-copy.ts'

export const nepaliMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'दैनिक स्पिन',
    description: `आज कुनै पनि खेलमा ${c.dailyRounds} राउन्ड खेल्नुहोस्।`,
  },
  dailyWager: {
    title: 'दैनिक बाजी',
    description: `आज कुनै पनि खेलमा जम्मा ${c.dailyWager} बराबरको बाजी लगाउनुहोस्।`,
  },
  weeklyTopUp: {
    title: 'साप्ताहिक टप-अप',
    description: `यो हप्ता जम्मा ${c.weeklyDeposit} डिपोजिट गर्नुहोस्।`,
  },
  firstDeposit: {
    title: 'पहिलो डिपोजिट',
    description: `कम्तीमा ${c.firstDeposit} को पहिलो डिपोजिट गर्नुहोस्।`,
  },
  centurion: {
    title: 'अनुभवी खेलाडी',
    description: `कुनै पनि खेलमा ${c.totalRounds} राउन्ड खेल्नुहोस्।`,
  },
})
