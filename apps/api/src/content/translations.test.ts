import { describe, expect, it } from 'vitest'
import { answerLanguage, translated } from './translations.ts'

const english = { title: 'Daily free credit', body: '<p>Claim it.</p>', perks: ['Rebate'] }

describe('translated', () => {
  it('answers every field the language has written, in that language', () => {
    const texts = {
      RUS: { title: 'Ежедневный бонус', body: '<p>Заберите.</p>', perks: ['Кэшбэк'] },
    }
    expect(translated(english, texts, 'RUS')).toEqual(texts.RUS)
  })

  it('falls back to the row’s own text field by field', () => {
    const texts = { CN: { title: '每日免费彩金' } }
    expect(translated(english, texts, 'CN')).toEqual({ ...english, title: '每日免费彩金' })
  })

  it('answers the row’s own texts in a language nobody wrote', () => {
    expect(translated(english, { RUS: { title: 'Бонус' } }, 'VI')).toEqual(english)
  })

  it('ignores a hand-edited column that is not a translation table, or a wrong kind of field', () => {
    expect(translated(english, 'title', 'RUS')).toEqual(english)
    expect(translated(english, null, 'RUS')).toEqual(english)
    expect(translated(english, { RUS: 'Бонус' }, 'RUS')).toEqual(english)
    expect(translated(english, { RUS: { perks: 'Кэшбэк', extra: 'x' } }, 'RUS')).toEqual(english)
  })
})

describe('answerLanguage', () => {
  it('takes the language the call names, and the site’s when it names none', () => {
    expect(answerLanguage('NE', 'PHP')).toBe('NE')
    expect(answerLanguage(undefined, 'PHP')).toBe('PHP')
  })
})
