import { useLingui } from '@lingui/react'
import { type GameKey, isFavourite, userAtom } from '@parlor/core'
import { toastQueueAtom } from '@parlor/ui-kit/site'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { useAccountMutation } from '../api/use-call-mutation.ts'

export interface FavouriteToggle {
  /** Whether the game is one of the player's favourites now. */
  readonly isFavourite: (game: GameKey) => boolean
  /**
   * Adds the game to the favourites, or removes it. A click while a change is on its way is
   * ignored, so two answers never race to replace the list.
   */
  readonly toggle: (game: GameKey & { readonly game_name: string }) => void
}

/**
 * The heart on a game tile, for signed-in players (guests get none: null). The answer carries the
 * whole list after the change, which replaces the user store's copy, so every tile and the
 * favourites filter agree with the server. A toggle that fails says so in a 3-second error toast.
 */
export function useFavouriteToggle(): FavouriteToggle | null {
  const { i18n } = useLingui()
  const { isAuthenticated, game_fav_list } = useAtomValue(userAtom)
  const setUser = useSetAtom(userAtom)
  const pushToast = useSetAtom(toastQueueAtom)
  const { mutate, isPending } = useAccountMutation('favToggle', {
    onSuccess: (answer) => setUser((user) => ({ ...user, game_fav_list: answer.value })),
    // A heart that did not take is worth a short note, not a dialog in the way of the lobby.
    report: 'toast',
  })

  const toggle = useCallback(
    (game: GameKey & { readonly game_name: string }) => {
      if (isPending) return
      const { provider_code, game_code, game_name: name } = game
      mutate(
        { provider_code, game_code },
        {
          onSuccess: (answer) =>
            pushToast((list) => [
              ...list,
              {
                // Quick toggles replace each other's toast instead of stacking up.
                id: 'favourite',
                variant: 'success',
                durationMs: 3_000,
                title: answer.favourite
                  ? i18n._({
                      id: 'games.favouriteAdded',
                      message: '{name} added to favourites',
                      values: { name },
                    })
                  : i18n._({
                      id: 'games.favouriteRemoved',
                      message: '{name} removed from favourites',
                      values: { name },
                    }),
              },
            ]),
        },
      )
    },
    [mutate, isPending, pushToast, i18n],
  )
  const check = useCallback((game: GameKey) => isFavourite(game_fav_list, game), [game_fav_list])

  if (!isAuthenticated) return null
  return { isFavourite: check, toggle }
}
