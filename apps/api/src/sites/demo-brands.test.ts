import { describe, expect, it } from 'vitest'
import { markKinds } from '../media/brand-marks.ts'
import { demoBrands } from './demo-brands.ts'
import { demoSites, demoTemplateOfDomain } from './demo-sites.ts'

const brands = Object.entries(demoBrands)

describe('the demo brands', () => {
  it('name twenty-two operators, each once, short and in Latin script', () => {
    expect(brands).toHaveLength(22)
    const names = brands.map(([, brand]) => brand.name)
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(22)
    for (const name of names) {
      expect(name.length, name).toBeLessThanOrEqual(18)
      expect(name, name).toMatch(/^[A-Za-z][A-Za-z' ]*[A-Za-z]$/)
      expect(name, name).not.toMatch(/parlor|demo/i)
    }
  })

  it('spell each name in its wordmark', () => {
    for (const [template, brand] of brands) {
      expect(brand.wordmark.join(' '), template).toBe(brand.name.toUpperCase())
    }
  })

  it('give each brand a mark of its own', () => {
    const marks = brands.map(([, brand]) => brand.mark)
    expect(new Set(marks).size).toBe(marks.length)
    for (const mark of marks) expect(markKinds).toContain(mark)
  })

  it('dress every demo site in its template’s brand, the three extra sites in template1’s', () => {
    const sites = demoSites(new Date())
    for (const site of sites) {
      const template = demoTemplateOfDomain(site.domain_name)
      if (!template) throw new Error(`no brand for ${site.domain_name}`)
      expect(site.site.site_name).toBe(demoBrands[template].name)
      expect(site.site.logo_text).toBe(demoBrands[template].wordmark.join(' '))
      expect(site.site.logo1).toBe(`/media/logos/${template}-1.svg`)
    }
    for (const domain of ['localhost', 'maintenance.localhost', 'expired.localhost']) {
      expect(demoTemplateOfDomain(domain)).toBe('template1')
    }
    expect(demoTemplateOfDomain('template18.localhost')).toBeUndefined()
    expect(demoTemplateOfDomain('casino.example.com')).toBeUndefined()
    const named = sites.filter((site) => /^template\d+\.localhost$/.test(site.domain_name))
    expect(new Set(named.map((site) => site.site.site_name)).size).toBe(22)
  })
})
