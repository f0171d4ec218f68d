import type { AnnouncementCopy } from './announcement-copy.ts'

export const nepaliAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `${c.siteName} मा स्वागत छ`,
    body: 'नयाँ खेलाडीहरूले पहिलो डिपोजिटमा स्वागत बोनस पाउनुहुन्छ। सर्तहरूका लागि प्रमोसन पृष्ठ हेर्नुहोस्।',
  },
  maintenance: {
    title: 'निर्धारित मर्मतसम्भार',
    body: `हरेक सोमबार ${c.maintenanceTime} बजे लाइभ क्यासिनो टेबलहरू मर्मतसम्भारका लागि ${c.maintenanceMinutes} मिनेट बन्द हुन्छन्।`,
  },
})
