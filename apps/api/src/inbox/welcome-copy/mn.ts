import type { WelcomeCopy } from './welcome-copy.ts'

// The site name stands without a case ending (see the information pages' copy): a suffix would
// have to follow the sound of a name the copy cannot know.
export const mongolianWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Тавтай морил: ${c.siteName}`,
    body: `<p>Таны бүртгэл бэлэн боллоо. ${c.reward} мэндчилгээний урамшууллаа аваад дурын тоглоомоо туршаарай: мөнгө таны үлдэгдэлд шууд орно. Урамшууллыг ${c.rewardDays} хоногийн дотор авах боломжтой.</p>`,
  },
  saferPlay: {
    title: 'Өөрийн дүрмээр тогло',
    body: '<p>Цэнэглэлтийн хязгаар тогтоож, хүссэн үедээ завсарлага аваарай. Үүнийг хэрхэн хийхийг манай <a href="/responsible-gaming">хариуцлагатай тоглоом</a> хуудаснаас үзнэ үү.</p>',
  },
})
