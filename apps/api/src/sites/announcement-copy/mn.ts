import type { AnnouncementCopy } from './announcement-copy.ts'

export const mongolianAnnouncements: AnnouncementCopy = (c) => ({
  welcome: {
    title: `Тавтай морил: ${c.siteName}`,
    body: 'Шинэ тоглогчид анхны цэнэглэлтдээ мэндчилгээний урамшуулал авна. Нөхцөлийг Урамшуулал хэсгээс үзнэ үү.',
  },
  maintenance: {
    title: 'Төлөвлөгөөт засвар үйлчилгээ',
    body: `Шууд казиногийн ширээнүүд даваа гараг бүр ${c.maintenanceTime} цагт засвар үйлчилгээний улмаас ${c.maintenanceMinutes} минут түр зогсоно.`,
  },
})
