import { guestUser, type UserState, userStorageKey } from '@parlor/core'
import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'

export interface TestPlayer {
  readonly account_id: string
  readonly password: string
  readonly auth: string
  readonly phone: string
  /** The site the player belongs to, e.g. `template1.localhost`. */
  readonly domain: string
  /** The HttpOnly cookies the sign-in set (the session's binding and the device). */
  readonly cookies: readonly { readonly name: string; readonly value: string }[]
}

/** A call to the demo server, the way the site makes it; the site is named in the body. */
export async function callApi<T = Record<string, unknown>>(
  path: string,
  body: unknown,
): Promise<T> {
  return (await callApiWithCookies<T>(path, body)).body
}

/** A call, with the cookies its answer set. */
async function callApiWithCookies<T>(path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${inject('demoPort')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1) }
  })
  return { body: (await res.json()) as T, cookies }
}

/** The newest one-time code the development outbox holds for an account. */
export async function latestCode(accountId: string, domain: string): Promise<string> {
  const query = new URLSearchParams({ account_id: accountId, domain_name: domain })
  const res = await fetch(`http://127.0.0.1:${inject('demoPort')}/dev/outbox?${query}`)
  const { messages } = (await res.json()) as { messages: { code: string }[] }
  const code = messages[0]?.code
  if (!code) throw new Error(`No code in the outbox for ${accountId}`)
  return code
}

let counter = 0
/** An account id nobody has used in this run. */
export function freshAccountId(prefix: string): string {
  counter += 1
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.toLowerCase().slice(0, 20)
}

/**
 * A phone number nobody in this run has used: the server limits the codes one number is sent,
 * as it would for a real player's phone.
 */
export function freshPhone(): string {
  counter += 1
  return `+639${String((Date.now() * 1000 + counter) % 1e9).padStart(9, '0')}`
}

/** Signs a new player up through the API (confirmed with the outbox code). */
export async function registerPlayer(domain: string, prefix = 'p'): Promise<TestPlayer> {
  const account_id = freshAccountId(prefix)
  const password = 'correct horse battery'
  const phone = freshPhone()
  const signup = await callApi('/auth/signup', {
    domain_name: domain,
    account_id,
    password,
    contact_phone: phone,
  })
  if (signup.statusCode !== 1) throw new Error(`signup failed: ${JSON.stringify(signup)}`)
  const verified = await callApiWithCookies<{ statusCode: number; token: string }>(
    '/auth/tac/verify',
    { domain_name: domain, account_id, tac: await latestCode(account_id, domain) },
  )
  if (verified.body.statusCode !== 1) {
    throw new Error(`verify failed: ${JSON.stringify(verified.body)}`)
  }
  return {
    account_id,
    password,
    auth: verified.body.token,
    phone,
    domain,
    cookies: verified.cookies,
  }
}

/**
 * Opens every page of the context already signed in, as a player coming back to the site would:
 * the session the site keeps in local storage (core's user store) and the HttpOnly cookie the
 * server bound it to, on the player's site.
 */
export async function signInContext(context: BrowserContext, player: TestPlayer): Promise<void> {
  await addSessionCookies(context, player)
  const state: UserState = {
    ...guestUser,
    isAuthenticated: true,
    user: {
      account_id: player.account_id,
      session_token: player.auth,
      full_name: '',
      contact_email: '',
    },
    token: player.auth,
  }
  await context.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value)
    },
    { key: userStorageKey, value: JSON.stringify(state) },
  )
}

/**
 * The HttpOnly cookies the server bound the player's session to, on the player's site: with them
 * the session's token works from this browser, whether or not the site knows it is signed in.
 */
export async function addSessionCookies(
  context: BrowserContext,
  player: TestPlayer,
): Promise<void> {
  await context.addCookies(
    player.cookies.map(({ name, value }) => ({
      name,
      value,
      // Cookies are not told apart by port: the demo's plain-HTTP cookies (never Secure, see
      // apps/api's call-context.ts) go to the site on any port.
      url: `http://${player.domain}/`,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  )
}

/**
 * Answers the page's sign-ins with the player's real session, its cookies put in the page's
 * context: the server's own sign-in is throttled per address, and the whole browser suite signs
 * in from one. Answers the list of sign-ins the page sends, as sent.
 */
export async function answerSignIn(page: Page, player: TestPlayer): Promise<unknown[]> {
  await addSessionCookies(page.context(), player)
  const sent: unknown[] = []
  await page.route('**/api/auth/login', (route) => {
    sent.push(route.request().postDataJSON())
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 1,
        statusMessage: 'OK',
        statusDetail: '',
        token: player.auth,
        user: { account_id: player.account_id, session_token: player.auth },
        fullname: '',
        email: '',
      }),
    })
  })
  return sent
}
