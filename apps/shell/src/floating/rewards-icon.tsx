import { useLingui } from '@lingui/react'
import { layoutAtom, modalAtom, openModal, rewardsTarget, userAtom } from '@parlor/core'
import { useNavigate } from '@tanstack/react-router'
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useShell } from '../app/shell-context.tsx'

/** Closed for the rest of the visit once the player closes it. */
const rewardsIconClosedAtom = atom(false)

/**
 * The rewards (gamify) icon, when the site's gamify_status is on. Signed-in players open
 * /minigame in a new tab; guests go where the theme's rewardsEntry says.
 */
export function RewardsIcon() {
  const { i18n } = useLingui()
  const { theme } = useShell()
  const navigate = useNavigate()
  const site = useAtomValue(layoutAtom).site
  const { isAuthenticated } = useAtomValue(userAtom)
  const setModals = useSetAtom(modalAtom)
  const [closed, setClosed] = useAtom(rewardsIconClosedAtom)
  if (!site?.gamify_status || closed) return null

  const open = () => {
    const target = rewardsTarget({ isAuthenticated, rewardsEntry: theme.rewardsEntry })
    switch (target.kind) {
      case 'new-tab':
        window.open(target.path, '_blank', 'noopener')
        return
      case 'page':
        void navigate({ href: target.path })
        return
      case 'modal':
        setModals((state) => openModal(state, target.id))
    }
  }

  return (
    <div className="rewards-icon">
      <button
        type="button"
        className="floating-button"
        aria-label={i18n._({ id: 'rewards.open', message: 'Rewards' })}
        onClick={open}
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" fill="currentColor">
          <path d="M4 13h24v5H4zM6 18h20v11H6zM15 13h2v16h-2zM16 12c-2-5-9-7-9-2 0 2 3 2 9 2zm0 0c2-5 9-7 9-2 0 2-3 2-9 2z" />
        </svg>
      </button>
      <button
        type="button"
        className="floating-close"
        aria-label={i18n._({ id: 'rewards.close', message: 'Hide the rewards icon' })}
        onClick={() => setClosed(true)}
      >
        ×
      </button>
    </div>
  )
}
