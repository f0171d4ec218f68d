/**
 * An account id as other players may see it (leaderboards, referrals, winners): the first two
 * and last two characters, the rest starred, so players recognise themselves and nobody else.
 */
export function maskAccountId(accountId: string): string {
  if (accountId.length <= 4) return `${accountId.slice(0, 1)}***`
  return `${accountId.slice(0, 2)}***${accountId.slice(-2)}`
}
