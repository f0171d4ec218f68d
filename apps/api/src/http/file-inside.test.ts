import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileInside, fileInsideSync } from './file-inside.ts'

describe.each([
  ['fileInside', fileInside],
  ['fileInsideSync', fileInsideSync],
] as const)('%s', (_, find) => {
  let folder: string
  let base: string

  beforeAll(() => {
    folder = realpathSync(mkdtempSync(join(tmpdir(), 'parlor-file-inside-')))
    base = join(folder, 'dist')
    mkdirSync(join(base, 'assets'), { recursive: true })
    writeFileSync(join(base, 'assets', 'app.js'), 'app')
    writeFileSync(join(folder, 'secret.txt'), 'secret')
    writeFileSync(join(folder, 'dist-evil.txt'), 'evil')
    symlinkSync(join(base, 'assets', 'app.js'), join(base, 'alias.js'))
    symlinkSync(join(folder, 'secret.txt'), join(base, 'assets', 'escape.js'))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('finds a file of the build, by its real path, with its size', async () => {
    const found = await find(base, join(base, 'assets', 'app.js'))
    expect(found?.path).toBe(join(base, 'assets', 'app.js'))
    expect(found?.stats.size).toBe(3)
    expect((await find(base, join(base, 'alias.js')))?.path).toBe(join(base, 'assets', 'app.js'))
  })

  it('finds nothing outside the build, whether by a link, `..` or a sibling sharing its name', async () => {
    expect(await find(base, join(base, 'assets', 'escape.js'))).toBeUndefined()
    expect(await find(base, join(base, '..', 'secret.txt'))).toBeUndefined()
    expect(await find(base, `${base}-evil.txt`)).toBeUndefined()
  })

  it('finds no folder and no missing file', async () => {
    expect(await find(base, join(base, 'assets'))).toBeUndefined()
    expect(await find(base, join(base, 'assets', 'gone.js'))).toBeUndefined()
  })
})
