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
})
