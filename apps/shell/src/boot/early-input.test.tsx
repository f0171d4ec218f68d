import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import indexHtml from '../../index.html?raw'
import { browserTarget } from '../../vite/browser-target.ts'
import { inlineScripts, minifyInlineScripts } from '../../vite/inline-script-minify.ts'
import { discardEarlyInput, takeOverEarlyInput } from './early-input.ts'

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

/**
 * index.html's own script, which records what a visitor does before the site's code runs, as the
 * build ships it: minified.
 */
function runIndexScript() {
  const [script] = inlineScripts(minifyInlineScripts(indexHtml, browserTarget))
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
  Object.assign(window.__parlorEarlyInput ?? {}, {
    fields: new Map(),
    submitted: null,
    submitter: null,
  })
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

/** The form's "Log in" button. */
function pressed(container: HTMLElement): HTMLButtonElement {
  return container.querySelector('button[type="submit"]') as HTMLButtonElement
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
    const submits: SubmitEvent[] = []
    const { container, onSend } = hydrateAfterVisitor((server) => {
      fillIn(server)
      const form = server.querySelector('form') as HTMLFormElement
      form.addEventListener('submit', (event) => submits.push(event as SubmitEvent))
      form.requestSubmit(pressed(server))
    })
    // Held: the browser would otherwise have sent the fields in the page's address.
    expect(submits).toHaveLength(1)
    expect(submits[0]?.defaultPrevented).toBe(true)
    expect(onSend).not.toHaveBeenCalled()
    act(() => takeOverEarlyInput(container))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ account: 'player_1' }))
    // Sent again as the visitor sent it: by the same button.
    expect(submits[1]?.submitter).toBe(pressed(container))
    // Taken over once: nothing is handed over or sent again.
    act(() => takeOverEarlyInput(container))
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('waits for a form changed after it was sent to be sent again, rather than send it half done', () => {
    const { container, onSend, field, click } = hydrateAfterVisitor((server) => {
      const account = server.querySelector('[aria-label="Account"]') as HTMLInputElement
      type(account, 'player_1')
      // "Go" on a phone's keyboard sends the form from its first field.
      ;(server.querySelector('form') as HTMLFormElement).requestSubmit()
      type(server.querySelector('[aria-label="Note"]') as HTMLTextAreaElement, 'hel')
    })
    act(() => takeOverEarlyInput(container))
    expect(onSend).not.toHaveBeenCalled()
    expect(field<HTMLTextAreaElement>('Note').value).toBe('hel')
    click('Log in')
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ account: 'player_1', note: 'hel' }),
    )
  })

  it.for([
    { clicks: ['THB', 'USD'], chosen: 'USD' },
    { clicks: ['THB', 'USD', 'THB'], chosen: 'THB' },
  ])('ends on the radio the visitor chose last: $clicks', ({ clicks, chosen }) => {
    const { container, onSend, click } = hydrateAfterVisitor((server) => {
      for (const code of clicks) {
        ;(server.querySelector(`[aria-label="${code}"]`) as HTMLInputElement).click()
      }
    })
    act(() => takeOverEarlyInput(container))
    click('Log in')
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ currency: chosen }))
  })

  it('drops a held submission whose form is no longer on the page', () => {
    const gone = document.createElement('form')
    const { container, onSend } = hydrateAfterVisitor((server) => {
      server.append(gone)
      gone.requestSubmit()
      gone.remove()
    })
    expect(window.__parlorEarlyInput?.submitted).toBe(gone)
    act(() => takeOverEarlyInput(container))
    expect(onSend).not.toHaveBeenCalled()
    expect(window.__parlorEarlyInput?.submitted).toBeNull()
  })

  it("leaves to the browser a form that names where it goes, one outside the site's page, and any once the site has the page", () => {
    const { container } = hydrateAfterVisitor(() => undefined)
    // The event the browser sends before it sends the form.
    const submit = (form: HTMLFormElement) => {
      const event = new Event('submit', { bubbles: true, cancelable: true })
      form.dispatchEvent(event)
      return event.defaultPrevented
    }
    const own = document.createElement('form')
    own.action = '/elsewhere'
    container.append(own)
    expect(submit(own)).toBe(false)
    const outside = document.createElement('form')
    document.body.append(outside)
    expect(submit(outside)).toBe(false)
    const plain = document.createElement('form')
    container.append(plain)
    expect(submit(plain)).toBe(true)
    act(() => takeOverEarlyInput(container))
    expect(submit(plain)).toBe(false)
    expect(window.__parlorEarlyInput?.submitted).toBeNull()
  })
})

describe('discardEarlyInput', () => {
  it('forgets what the visitor did on a page the site renders afresh, and holds nothing more', () => {
    const { container, onSend, field } = hydrateAfterVisitor((server) => {
      fillIn(server)
      ;(server.querySelector('form') as HTMLFormElement).requestSubmit()
    })
    discardEarlyInput()
    expect(window.__parlorEarlyInput).toMatchObject({ fields: null, submitted: null })
    act(() => takeOverEarlyInput(container))
    expect(onSend).not.toHaveBeenCalled()
    // Nothing was handed over: React's state is still the server's, as the next render shows.
    act(() => {
      ;(container.querySelector('button[type="button"]') as HTMLButtonElement).click()
    })
    expect(field<HTMLInputElement>('Account').value).toBe('')
  })
})
