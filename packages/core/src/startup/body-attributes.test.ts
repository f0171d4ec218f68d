// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyBodyAttributes, bodyAttributes } from './body-attributes.ts'

describe('bodyAttributes', () => {
  it('gives every theme its colour and template class', () => {
    expect(bodyAttributes({ template: 'template1' }, 'gold')).toEqual({
      id: null,
      classes: ['gold', 'template1'],
      mainWrapClasses: [],
    })
  })

  it('adds the id, extra classes and main-wrap classes a template declares', () => {
    const theme = {
      template: 'template4' as const,
      body: { id: 'slot4-body', classes: ['has-rail'], mainWrapClasses: ['main-wrap', 'slot4'] },
    }
    expect(bodyAttributes(theme, 'red')).toEqual({
      id: 'slot4-body',
      classes: ['red', 'template4', 'has-rail'],
      mainWrapClasses: ['main-wrap', 'slot4'],
    })
  })
})

describe('applyBodyAttributes', () => {
  it('sets the classes and id, and replaces those of a previous theme only', () => {
    document.body.className = 'keep-me'
    applyBodyAttributes(
      document.body,
      bodyAttributes({ template: 'template8', body: { id: 'c3', classes: ['casino3'] } }, 'purple'),
    )
    expect([...document.body.classList]).toEqual(['keep-me', 'purple', 'template8', 'casino3'])
    expect(document.body.id).toBe('c3')

    applyBodyAttributes(document.body, bodyAttributes({ template: 'template1' }, 'gold'))
    expect([...document.body.classList]).toEqual(['keep-me', 'gold', 'template1'])
    expect(document.body.hasAttribute('id')).toBe(false)
  })

  it('leaves a body already dressed in the theme untouched', () => {
    // The server's first document comes dressed; a class taken off and put back, or an id
    // written again, would make the browser restyle every element the theme's rules reach.
    document.body.className = 'keep-me'
    const theme = bodyAttributes({ template: 'template8', body: { id: 'c3' } }, 'purple')
    applyBodyAttributes(document.body, theme)
    const observer = new MutationObserver(() => {})
    observer.observe(document.body, { attributes: true })
    applyBodyAttributes(document.body, theme)
    expect(observer.takeRecords()).toEqual([])

    // A new colour of the same theme changes the colour's class only.
    applyBodyAttributes(
      document.body,
      bodyAttributes({ template: 'template8', body: { id: 'c3' } }, 'red'),
    )
    const changed = observer.takeRecords().map((record) => record.attributeName)
    observer.disconnect()
    expect(changed.filter((name) => name !== 'data-parlor-classes')).toEqual(['class', 'class'])
    expect([...document.body.classList].sort()).toEqual(['keep-me', 'red', 'template8'])
    expect(document.body.id).toBe('c3')
  })
})
