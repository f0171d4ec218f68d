import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { login } from './calls/auth.ts'
import { describeIssues } from './describe-issues.ts'

describe('describeIssues', () => {
  it('names each failing field with its message key', () => {
    const result = v.safeParse(login.request, {
      domain_name: 'localhost',
      account_id: 'x',
      password: 'short',
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(describeIssues(result.issues)).toBe(
      'account_id: accountIdFormat; password: passwordTooShort',
    )
  })

  it('reads through a union to the fields the success branch lacks', () => {
    const result = v.safeParse(login.response, { statusCode: 1, fullname: 'no token', email: '' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(describeIssues(result.issues)).toContain('token')
  })
})
