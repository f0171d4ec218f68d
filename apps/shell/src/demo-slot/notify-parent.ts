/** What the game tells the site around it after a spin: the site's balance shows it at once. */
export interface BalanceMessage {
  readonly type: 'parlor:balance'
  /** Minor units, as every balance. */
  readonly balance: number
}

/**
 * Tells the page that framed the game (the /playnow frame) or opened it (a popup-type
 * provider's window) the new balance. Only to this origin: the game is a page of the player
 * site, and a foreign page that framed it must not learn the balance.
 */
export function notifyBalance(balance: number, win: Window = window): void {
  const message: BalanceMessage = { type: 'parlor:balance', balance }
  const origin = win.location.origin
  if (win.parent !== win) win.parent.postMessage(message, origin)
  const opener: Window | null = win.opener
  if (opener && opener !== win) {
    try {
      opener.postMessage(message, origin)
    } catch {
      // The opener went away between the check and the call: nobody is left to tell.
    }
  }
}
