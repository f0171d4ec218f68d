import type { MissionCopy } from './mission-copy.ts'

export const burmeseMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'နေ့စဉ် လှည့်ကစား',
    description: `ယနေ့ မည်သည့်ဂိမ်းမဆို ${c.dailyRounds} ပွဲ ကစားပါ။`,
  },
  dailyWager: {
    title: 'နေ့စဉ် လောင်းကြေး',
    description: `ယနေ့ မည်သည့်ဂိမ်းတွင်မဆို စုစုပေါင်း ${c.dailyWager} လောင်းပါ။`,
  },
  weeklyTopUp: {
    title: 'အပတ်စဉ် ငွေဖြည့်',
    description: `ဤအပတ်အတွင်း စုစုပေါင်း ${c.weeklyDeposit} ငွေသွင်းပါ။`,
  },
  firstDeposit: {
    title: 'ပထမဆုံး ငွေသွင်းခြင်း',
    description: `အနည်းဆုံး ${c.firstDeposit} ဖြင့် ပထမဆုံးအကြိမ် ငွေသွင်းပါ။`,
  },
  centurion: {
    title: 'ဝါရင့်ကစားသမား',
    description: `မည်သည့်ဂိမ်းမဆို စုစုပေါင်း ${c.totalRounds} ပွဲ ကစားပါ။`,
  },
})
