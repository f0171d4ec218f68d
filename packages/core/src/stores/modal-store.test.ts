import { describe, expect, it } from 'vitest'
import { closeAllModals, closeModal, emptyModals, openModal } from './modal-store.ts'

describe('modal stack', () => {
  it('stacks modals and remembers the one that was on top before', () => {
    const login = openModal(emptyModals, 'loginmodal')
    const register = openModal(login, 'register')
    expect(register).toEqual({ stack: ['loginmodal', 'register'], previous: 'loginmodal' })
  })

  it('does nothing when the modal is already on top, and brings it up when it is lower', () => {
    const state = openModal(openModal(emptyModals, 'a'), 'b')
    expect(openModal(state, 'b')).toBe(state)
    expect(openModal(state, 'a')).toEqual({ stack: ['b', 'a'], previous: 'b' })
  })

  it('closes the top modal, or a named one anywhere in the stack', () => {
    const state = openModal(openModal(openModal(emptyModals, 'a'), 'b'), 'c')
    expect(closeModal(state)).toEqual({ stack: ['a', 'b'], previous: 'c' })
    expect(closeModal(state, 'a')).toEqual({ stack: ['b', 'c'], previous: 'a' })
    expect(closeModal(state, 'zzz')).toBe(state)
    expect(closeModal(emptyModals)).toBe(emptyModals)
  })

  it('closes everything at once', () => {
    const state = openModal(openModal(emptyModals, 'a'), 'b')
    expect(closeAllModals(state)).toEqual({ stack: [], previous: 'b' })
  })
})
