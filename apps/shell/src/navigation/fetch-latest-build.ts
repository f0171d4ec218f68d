/**
 * What `builds/latest.json` names now, asked past every cache: a cached copy would name the
 * build the page already is. Rejects when the server has no such file to give.
 */
export async function fetchLatestBuild(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
