import { type Store, userAtom } from '@parlor/core'

/**
 * Minigame tokens into the user store (`minigame`), from any answer that carries them
 * (spin info, a spin, a mission claim). A claim answers only the spendable count, so the frozen
 * count stays as it was then. Dropped once the player has signed out.
 */
export function storeMinigameTokens(
  store: Store,
  tokens: { readonly token_balance: number; readonly frozen_token?: number },
): void {
  store.set(userAtom, (user) =>
    user.isAuthenticated
      ? {
          ...user,
          minigame: {
            token_balance: tokens.token_balance,
            frozen_token: tokens.frozen_token ?? user.minigame.frozen_token,
          },
        }
      : user,
  )
}
