import * as v from 'valibot'

/**
 * One line naming each failing field (`password: passwordTooShort; contact_email: emailFormat`),
 * the same words from the client's refusal and the server's `statusDetail`. A response is a union
 * (success or failure envelope), so valibot nests one issue per branch; the leaves are what a
 * person needs to read.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], max = 6): string {
  const leaves = (list: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] =>
    list.flatMap((issue) => (issue.issues?.length ? leaves(issue.issues) : [issue]))
  const lines = leaves(issues).map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return [...new Set(lines)].slice(0, max).join('; ')
}
