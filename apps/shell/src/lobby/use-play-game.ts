import { isSuccess } from '@parlor/contract'
import {
  gameWindowPlan,
  loginEntryTarget,
  modalAtom,
  openModal,
  playnowPath,
  sessionAtom,
} from '@parlor/core'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { deviceAtom } from '../device/device-atom.ts'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { pendingDestinationAtom } from '../session/pending-destination.ts'
import { launchAddress } from './launch-address.ts'

export interface PlayableGame {
  readonly provider_code: string
  readonly game_code: string
  readonly game_name?: string
}

/**
 * What a click on a game does. A guest goes to the theme's login entry and comes
 * back to the game after signing in. A player gets the game where `gameWindowPlan` says: this
 * tab's /playnow page, or a window of its own that is opened at once, inside the click, because
 * phones and popup blockers refuse a window opened after an await; it shows the preloader until
 * the launch call answers with the game's address.
 */
export function usePlayGame(): (game: PlayableGame, event?: { preventDefault(): void }) => void {
  const { api, reporter, store, theme } = useShell()
  const navigate = useNavigate()
  const language = useLanguageCode()

  return useCallback(
    (game, event) => {
      // Tiles are links to the play page: without script, or on a middle click, they still work.
      event?.preventDefault()
      const path = playnowPath(game)
      if (!store.get(sessionAtom)) {
        const target = loginEntryTarget(theme.loginEntry)
        if (target.path === '/login') {
          void navigate({ href: `/login?${new URLSearchParams({ redirect: path })}` })
          return
        }
        // The modal's delay is for a guest who was redirected home; here they stay on the page.
        store.set(pendingDestinationAtom, path)
        store.set(modalAtom, (state) => openModal(state, target.modal))
        return
      }

      const isPhone = store.get(deviceAtom).isMobile
      const plan = gameWindowPlan({
        providerCode: game.provider_code,
        isPhone,
        screen: window.screen,
      })
      if (plan.kind === 'navigate') {
        void navigate({ href: path })
        return
      }

      const win =
        plan.kind === 'popup'
          ? window.open('/preloader', 'parlor-game', plan.features)
          : window.open('/preloader', '_blank')
      if (!win) {
        // Blocked: the play page in this tab launches the game instead.
        void navigate({ href: path })
        return
      }

      void api
        .gameLaunch({
          provider_code: game.provider_code,
          game_code: game.game_code,
          language,
          device: isPhone ? 'mobile' : 'desktop',
        })
        .then((answer) => {
          const address = isSuccess(answer) ? launchAddress(answer.url) : null
          if (address) {
            win.location.replace(address)
            return
          }
          win.close()
          reporter.report(isSuccess(answer) ? 'invalidGameAddress' : answer)
        })
    },
    [api, reporter, store, theme, navigate, language],
  )
}
