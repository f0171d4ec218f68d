import type { LocalizedName } from '@parlor/contract'

/**
 * A team or player: its English name and its name in the languages that write it differently.
 * Latin-script languages (Filipino, Spanish, Vietnamese, Malay, Indonesian) use the English
 * name, as their sports media do, so they have no entry of their own.
 */
export interface Competitor {
  readonly name: string
  readonly names: LocalizedName
}

export interface League {
  readonly name: string
  readonly competitors: readonly Competitor[]
}

function competitor(name: string, localized: LocalizedName = {}): Competitor {
  return { name, names: { EN: name, ...localized } }
}

export const footballLeagues: readonly League[] = [
  {
    name: 'English Premier League',
    competitors: [
      competitor('Arsenal', {
        CN: '阿森纳',
        RUS: 'Арсенал',
        NE: 'आर्सनल',
        MMK: 'အာဆင်နယ်',
        MNT: 'Арсенал',
      }),
      competitor('Chelsea', {
        CN: '切尔西',
        RUS: 'Челси',
        NE: 'चेल्सी',
        MMK: 'ချယ်လ်ဆီး',
        MNT: 'Челси',
      }),
      competitor('Liverpool', {
        CN: '利物浦',
        RUS: 'Ливерпуль',
        NE: 'लिभरपुल',
        MMK: 'လီဗာပူး',
        MNT: 'Ливерпүүл',
      }),
      competitor('Manchester City', {
        CN: '曼城',
        RUS: 'Манчестер Сити',
        NE: 'म्यानचेस्टर सिटी',
        MMK: 'မန်စီးတီး',
        MNT: 'Манчестер Сити',
      }),
      competitor('Manchester United', {
        CN: '曼联',
        RUS: 'Манчестер Юнайтед',
        NE: 'म्यानचेस्टर युनाइटेड',
        MMK: 'မန်ယူ',
        MNT: 'Манчестер Юнайтед',
      }),
      competitor('Tottenham Hotspur', {
        CN: '托特纳姆热刺',
        RUS: 'Тоттенхэм Хотспур',
        NE: 'टोटनह्याम हटस्पर',
        MMK: 'တော်တင်ဟမ်',
        MNT: 'Тоттенхэм Хотспур',
      }),
      competitor('Newcastle United', {
        CN: '纽卡斯尔联',
        RUS: 'Ньюкасл Юнайтед',
        NE: 'न्युक्यासल युनाइटेड',
        MMK: 'နယူးကာဆယ်',
        MNT: 'Ньюкасл Юнайтед',
      }),
      competitor('Aston Villa', {
        CN: '阿斯顿维拉',
        RUS: 'Астон Вилла',
        NE: 'एस्टन भिला',
        MMK: 'အက်စတွန်ဗီလာ',
        MNT: 'Астон Вилла',
      }),
    ],
  },
  {
    name: 'La Liga',
    competitors: [
      competitor('Real Madrid', {
        CN: '皇家马德里',
        RUS: 'Реал Мадрид',
        NE: 'रियल मड्रिड',
        MMK: 'ရီးရဲလ်မက်ဒရစ်',
        MNT: 'Реал Мадрид',
      }),
      competitor('FC Barcelona', {
        CN: '巴塞罗那',
        RUS: 'Барселона',
        NE: 'बार्सिलोना',
        MMK: 'ဘာစီလိုနာ',
        MNT: 'Барселона',
      }),
      competitor('Atlético Madrid', {
        CN: '马德里竞技',
        RUS: 'Атлетико Мадрид',
        NE: 'एट्लेटिको मड्रिड',
        MMK: 'အတ်လက်တီကိုမက်ဒရစ်',
        MNT: 'Атлетико Мадрид',
      }),
      competitor('Sevilla', {
        CN: '塞维利亚',
        RUS: 'Севилья',
        NE: 'सेभिया',
        MMK: 'ဆီဗီလာ',
        MNT: 'Севилья',
      }),
      competitor('Valencia', {
        CN: '瓦伦西亚',
        RUS: 'Валенсия',
        NE: 'भ्यालेन्सिया',
        MMK: 'ဗလင်စီယာ',
        MNT: 'Валенсиа',
      }),
      competitor('Real Sociedad', {
        CN: '皇家社会',
        RUS: 'Реал Сосьедад',
        NE: 'रियल सोसिएदाद',
        MMK: 'ရီးရဲလ်ဆိုစီဒက်',
        MNT: 'Реал Сосьедад',
      }),
    ],
  },
]

export const basketballLeagues: readonly League[] = [
  {
    name: 'NBA',
    competitors: [
      competitor('Los Angeles Lakers', {
        CN: '洛杉矶湖人',
        RUS: 'Лос-Анджелес Лейкерс',
        NE: 'लस एन्जलस लेकर्स',
        MMK: 'လော့စ်အိန်ဂျလိစ် လေကာစ်',
        MNT: 'Лос-Анжелес Лейкерс',
      }),
      competitor('Golden State Warriors', {
        CN: '金州勇士',
        RUS: 'Голден Стэйт Уорриорз',
        NE: 'गोल्डेन स्टेट वारियर्स',
        MMK: 'ဂိုးလ်ဒင်းစတိတ် ဝေါရီယာစ်',
        MNT: 'Голден Стэйт Уорриорс',
      }),
      competitor('Boston Celtics', {
        CN: '波士顿凯尔特人',
        RUS: 'Бостон Селтикс',
        NE: 'बोस्टन सेल्टिक्स',
        MMK: 'ဘော့စတွန် ဆဲလ်တစ်',
        MNT: 'Бостон Селтикс',
      }),
      competitor('Miami Heat', {
        CN: '迈阿密热火',
        RUS: 'Майами Хит',
        NE: 'मियामी हिट',
        MMK: 'မိုင်ယာမီ ဟိ',
        MNT: 'Майами Хит',
      }),
      competitor('Denver Nuggets', {
        CN: '丹佛掘金',
        RUS: 'Денвер Наггетс',
        NE: 'डेन्भर नगेट्स',
        MMK: 'ဒင်ဗာ နာဂတ်စ်',
        MNT: 'Денвер Наггетс',
      }),
      competitor('Dallas Mavericks', {
        CN: '达拉斯独行侠',
        RUS: 'Даллас Маверикс',
        NE: 'डलास मेभरिक्स',
        MMK: 'ဒါးလပ်စ် မာဗရစ်ခ်',
        MNT: 'Даллас Маверикс',
      }),
    ],
  },
  {
    // Club names of the Philippine league are the same in every language the feed carries.
    name: 'PBA Philippine Cup',
    competitors: [
      competitor('Barangay Ginebra San Miguel'),
      competitor('San Miguel Beermen'),
      competitor('TNT Tropang Giga'),
      competitor('Magnolia Hotshots'),
      competitor('Meralco Bolts'),
      competitor('Rain or Shine Elasto Painters'),
    ],
  },
]

export const tennisLeagues: readonly League[] = [
  {
    name: 'ATP Tour',
    competitors: [
      competitor('Novak Djokovic', {
        CN: '诺瓦克·德约科维奇',
        RUS: 'Новак Джокович',
        NE: 'नोभाक जोकोभिच',
        MMK: 'နိုဗက် ဂျိုကိုဗစ်',
        MNT: 'Новак Жокович',
      }),
      competitor('Carlos Alcaraz', {
        CN: '卡洛斯·阿尔卡拉斯',
        RUS: 'Карлос Алькарас',
        NE: 'कार्लोस अल्काराज',
        MMK: 'ကားလို့စ် အယ်လ်ကာရာဇ်',
        MNT: 'Карлос Алькарас',
      }),
      competitor('Jannik Sinner', {
        CN: '扬尼克·辛纳',
        RUS: 'Янник Синнер',
        NE: 'यानिक सिनर',
        MMK: 'ဂျန်နစ် ဆင်နာ',
        MNT: 'Янник Синнер',
      }),
      competitor('Daniil Medvedev', {
        CN: '丹尼尔·梅德韦杰夫',
        RUS: 'Даниил Медведев',
        NE: 'दानिल मेदभेदेभ',
        MMK: 'ဒါနီးယဲလ် မက်ဗီဒက်ဗ်',
        MNT: 'Даниил Медведев',
      }),
      competitor('Alexander Zverev', {
        CN: '亚历山大·兹维列夫',
        RUS: 'Александр Зверев',
        NE: 'अलेक्जेन्डर ज्वेरेभ',
        MMK: 'အလက်ဇန်းဒါး ဇွီရက်ဗ်',
        MNT: 'Александр Зверев',
      }),
      competitor('Holger Rune', {
        CN: '霍尔格·鲁内',
        RUS: 'Хольгер Руне',
        NE: 'होल्गर रुने',
        MMK: 'ဟိုဂါ ရူနီ',
        MNT: 'Холгер Рүне',
      }),
    ],
  },
]

// Esports teams and sabong entries go by their own names everywhere.
export const esportsLeagues: readonly League[] = [
  {
    name: 'MPL Philippines',
    competitors: [
      competitor('Blacklist International'),
      competitor('Team Liquid PH'),
      competitor('ONIC Philippines'),
      competitor('AP Bren'),
      competitor('RSG Philippines'),
      competitor('Omega Esports'),
    ],
  },
  {
    name: 'LoL Champions Korea',
    competitors: [
      competitor('T1'),
      competitor('Gen.G'),
      competitor('Hanwha Life Esports'),
      competitor('KT Rolster'),
      competitor('Dplus KIA'),
      competitor('DRX'),
    ],
  },
]

/** In sabong the home side is Meron (the favourite's corner) and the away side Wala. */
export const sabongLeagues: readonly League[] = [
  {
    name: 'Sabong Derby Cebu',
    competitors: [
      competitor('Bacolod Ace Gamefarm'),
      competitor('Cebu Thunder Gamefowl'),
      competitor('Pampanga Red Warriors'),
      competitor('Iloilo Golden Spur'),
      competitor('Davao Sultan Farm'),
      competitor('Batangas Kingpin'),
    ],
  },
]
