import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageAddress, imageAddress, setImageBase } from './image-address.ts'

afterEach(() => setImageBase(''))

describe('the image base', () => {
  it('keeps every address as answered until a base is set', () => {
    expect(imageAddress('/media/games/jili/1.svg')).toBe('/media/games/jili/1.svg')
  })

  it('reads paths against a CDN, with or without slashes between them', () => {
    setImageBase('https://img.operator.example/parlor/')
    expect(imageAddress('/media/games/jili/1.svg')).toBe(
      'https://img.operator.example/parlor/media/games/jili/1.svg',
    )
    expect(imageAddress('logos/a.png')).toBe('https://img.operator.example/parlor/logos/a.png')
    // Parsing an answer twice (a stored startup answer read again) changes nothing more.
    const once = v.parse(ImageAddress, '/media/a.svg')
    expect(v.parse(ImageAddress, once)).toBe(once)
  })

  it('reads paths against a path of the site', () => {
    setImageBase('/cdn')
    expect(imageAddress('/media/a.svg')).toBe('/cdn/media/a.svg')
    // Read again (a stored answer parsed on the next visit), it stays where it is.
    expect(imageAddress(imageAddress('/media/a.svg'))).toBe('/cdn/media/a.svg')
  })

  it('leaves addresses that name their own place, and no address at all', () => {
    setImageBase('https://img.operator.example')
    for (const address of [
      'https://other.example/a.png',
      'http://other.example/a.png',
      '//other.example/a.png',
      'data:image/svg+xml,%3Csvg%3E',
      '',
    ]) {
      expect(imageAddress(address)).toBe(address)
    }
  })

  it('refuses a base that is neither an http(s) address nor a path, changing nothing', () => {
    setImageBase('/cdn')
    for (const base of [
      'javascript:alert(1)',
      'ftp://x.example',
      'img.example.com',
      '//x.example',
      'https://',
    ]) {
      expect(() => setImageBase(base), base).toThrow(TypeError)
    }
    expect(imageAddress('/a.svg')).toBe('/cdn/a.svg')
  })
})
