import { layoutAtom, userAtom } from '@parlor/core'
import { type AppLinkProps, LinkProvider } from '@parlor/ui-kit'
import { createStore, Provider } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { guestFixture, layoutFixture, playerFixture } from './site-fixtures.ts'

/** Internal links go to a hash address, so a click in a story never leaves Storybook's frame. */
function StoryLink({ href, external, ...props }: AppLinkProps) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  ) : (
    <a href={`#${href}`} {...props} />
  )
}

/**
 * The stores a theme's layout and the frame read, filled from the contract-typed startup
 * fixture as the shell fills them: a store of its own per story, so nothing leaks between
 * stories, with a guest or a signed-in player. No call is made.
 */
export function SiteStore({ player, children }: { player: boolean; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore()
    created.set(layoutAtom, layoutFixture())
    created.set(userAtom, player ? playerFixture : guestFixture)
    return created
  })
  // The player control may change without a new story: follow it.
  useEffect(() => store.set(userAtom, player ? playerFixture : guestFixture), [store, player])
  return (
    <Provider store={store}>
      <LinkProvider link={StoryLink}>{children}</LinkProvider>
    </Provider>
  )
}
