import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import indexHtml from '../../index.html?raw'
import { takeOverEarlyInput } from './early-input.ts'

interface Sent {
  readonly account: string
  readonly note: string
  readonly remember: boolean
  readonly currency: string
  readonly bank: string
}

/** A form of controlled fields, as the site's forms are; it reports what it would send. */
function SignInForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [account, setAccount] = useState('')
  const [note, setNote] = useState('')
  const [remember, setRemember] = useState(false)
  const [currency, setCurrency] = useState('USD')
  const [bank, setBank] = useState('KBANK')
  const [renders, setRenders] = useState(0)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend({ account, note, remember, currency, bank })
      }}
    >
      <input aria-label="Account" value={account} onChange={(e) => setAccount(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Remember me"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      {['USD', 'THB'].map((code) => (
        <input
          key={code}
          type="radio"
          name="currency"
          aria-label={code}
          value={code}
          checked={currency === code}
          onChange={() => setCurrency(code)}
        />
      ))}
      <select aria-label="Bank" value={bank} onChange={(e) => setBank(e.target.value)}>
        <option value="KBANK">Kasikorn</option>
        <option value="SCB">Siam Commercial</option>
      </select>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
      <button type="submit">Log in</button>
    </form>
  )
}

/** index.html's own script, which records what a visitor does before the site's code runs. */
function runIndexScript() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1]
  if (!script) throw new Error('index.html has no inline script')
  // The page the server prepared carries the startup answer, so the script sends no request.
  const startup = document.createElement('script')
  startup.id = 'parlor-startup'
  startup.type = 'application/json'
  startup.textContent = '{}'
  document.head.append(startup)
  new Function(script)()
}

let root: Root | undefined
beforeAll(runIndexScript)
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  Object.assign(window.__parlorEarlyInput ?? {}, { fields: new Map(), submitted: null })
})

/** The server's markup, filled in by a visitor before the site's code arrived, then hydrated. */
function hydrateAfterVisitor(visitor: (container: HTMLElement) => void) {
  const onSend = vi.fn<(sent: Sent) => void>()
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(<SignInForm onSend={onSend} />)
  document.body.append(container)
  visitor(container)
  act(() => {
    root = hydrateRoot(container, <SignInForm onSend={onSend} />)
  })
  const field = <T extends Element>(label: string) =>
    container.querySelector(`[aria-label="${label}"]`) as unknown as T
  const click = (text: string) =>
    act(() => {
      Array.from(container.querySelectorAll('button'))
        .find((button) => button.textContent?.startsWith(text))
        ?.click()
    })
  return { container, onSend, field, click }
}

/** Types into a field as a visitor does: its value changes and it says so. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, text: string) {
  field.value = text
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  )
}

function fillIn(container: HTMLElement) {
  const field = <T extends Element>(label: string) =>
    container.querySelector(`[aria-label="${label}"]`) as unknown as T
  type(field('Account'), 'player_')
  type(field('Account'), 'player_1')
  type(field('Note'), 'hello')
  field<HTMLInputElement>('Remember me').click()
  field<HTMLInputElement>('THB').click()
  type(field('Bank'), 'SCB')
}

describe('takeOverEarlyInput', () => {
  it('is needed: without it the next render wipes what the visitor typed', () => {
    const { field, click } = hydrateAfterVisitor(fillIn)
    expect(field<HTMLInputElement>('Account').value).toBe('player_1')
    click('Render again')
    expect(field<HTMLInputElement>('Account').value).toBe('')
  })

  it('hands every field the visitor changed to the hydrated page, which keeps and sends them', () => {
    const { container, onSend, field, click } = hydrateAfterVisitor(fillIn)
    act(() => takeOverEarlyInput(container))
    click('Render again')
    expect(field<HTMLInputElement>('Account').value).toBe('player_1')
    expect(field<HTMLTextAreaElement>('Note').value).toBe('hello')
    expect(field<HTMLInputElement>('Remember me').checked).toBe(true)
    expect(field<HTMLInputElement>('THB').checked).toBe(true)
    expect(field<HTMLInputElement>('USD').checked).toBe(false)
    expect(field<HTMLSelectElement>('Bank').value).toBe('SCB')
    click('Log in')
    expect(onSend).toHaveBeenCalledWith({
      account: 'player_1',
      note: 'hello',
      remember: true,
      currency: 'THB',
      bank: 'SCB',
    })
  })

  it('leaves untouched fields alone and sends nothing it was not asked to', () => {
    const { container, onSend, field } = hydrateAfterVisitor(() => undefined)
    act(() => takeOverEarlyInput(container))
    expect(field<HTMLInputElement>('Account').value).toBe('')
    expect(field<HTMLInputElement>('USD').checked).toBe(true)
    expect(field<HTMLSelectElement>('Bank').value).toBe('KBANK')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('keeps the browser from sending a form early, and sends it once hydrated, as typed', () => {
    let early: SubmitEvent | undefined
    const { container, onSend } = hydrateAfterVisitor((server) => {
      fillIn(server)
      const form = server.querySelector('form') as HTMLFormElement
      form.addEventListener('submit', (event) => {
        early ??= event as SubmitEvent
      })
      form.requestSubmit()
    })
    // Held: the browser would otherwise have sent the fields in the page's address.
    expect(early?.defaultPrevented).toBe(true)
    expect(onSend).not.toHaveBeenCalled()
    act(() => takeOverEarlyInput(container))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ account: 'player_1' }))
    // Taken over once: nothing is handed over or sent again.
    act(() => takeOverEarlyInput(container))
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('drops a held submission whose form is no longer on the page', () => {
    const gone = document.createElement('form')
    const { container, onSend } = hydrateAfterVisitor(() => {
      document.body.append(gone)
      gone.requestSubmit()
      gone.remove()
    })
    expect(window.__parlorEarlyInput?.submitted).toBe(gone)
    act(() => takeOverEarlyInput(container))
    expect(onSend).not.toHaveBeenCalled()
    expect(window.__parlorEarlyInput?.submitted).toBeNull()
  })

  it('lets a submission the site handled, or a form with an action of its own, go on', () => {
    const { container, click } = hydrateAfterVisitor(() => undefined)
    act(() => takeOverEarlyInput(container))
    click('Log in')
    expect(window.__parlorEarlyInput?.submitted).toBeNull()
    const own = document.createElement('form')
    own.action = '/elsewhere'
    container.append(own)
    // The event the browser sends before it goes to the form's own address.
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    own.dispatchEvent(submitted)
    expect(submitted.defaultPrevented).toBe(false)
    expect(window.__parlorEarlyInput?.submitted).toBeNull()
  })
})
