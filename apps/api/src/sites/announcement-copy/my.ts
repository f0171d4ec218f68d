import type { AnnouncementCopy } from './announcement-copy.ts'

export const burmeseAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `${c.siteName} သို့ ကြိုဆိုပါသည်`,
    body: 'ကစားသမားသစ်များသည် ပထမဆုံးငွေသွင်းမှုတွင် ကြိုဆိုဘောနပ်စ် ရရှိပါမည်။ စည်းကမ်းချက်များကို ပရိုမိုးရှင်းများတွင် ကြည့်ပါ။',
  },
  maintenance: {
    title: 'ပုံမှန် ပြုပြင်ထိန်းသိမ်းမှု',
    body: `တိုက်ရိုက်ကာစီနို စားပွဲများကို ပြုပြင်ထိန်းသိမ်းရန်အတွက် တနင်္လာနေ့တိုင်း ${c.maintenanceTime} တွင် ${c.maintenanceMinutes} မိနစ် ခေတ္တရပ်နားပါမည်။`,
  },
})
