import { signOut } from '@parlor/core'
import { useNavigate } from '@tanstack/react-router'
import { accountKey } from '../api/query-client.ts'
import { useShell } from '../app/shell-context.tsx'

/** Logs the player out here and in every other tab, forgets their data, goes home. */
export function useSignOut() {
  const { api, store, queryClient } = useShell()
  const navigate = useNavigate()
  return async () => {
    await signOut({ api, store })
    queryClient.removeQueries({ queryKey: [accountKey] })
    await navigate({ href: '/' })
  }
}
