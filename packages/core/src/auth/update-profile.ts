import { isSuccess } from '@parlor/contract'
import { sessionAtom, userAtom } from '../stores/user-store.ts'
import type { AccountDeps } from './account-deps.ts'

export interface ProfileChanges {
  readonly full_name: string
  readonly contact_email: string
}

/** A successful update copies the new name and email into the signed-in player. */
export async function updateProfile({ api, store }: AccountDeps, changes: ProfileChanges) {
  if (!store.get(sessionAtom)) return null
  const res = await api.profileUpdate(changes)
  const updated = isSuccess(res) ? res.value[0] : undefined
  if (updated) {
    store.set(userAtom, (state) => ({
      ...state,
      fullname: updated.full_name,
      email: updated.contact_email,
      user: state.user
        ? { ...state.user, full_name: updated.full_name, contact_email: updated.contact_email }
        : null,
    }))
  }
  return res
}
