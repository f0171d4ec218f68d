// Every ```ts and ```tsx block of every publishable package's README (a theme's as its pack
// writes it) compiles as written, in an app that installed the packages: `@parlor/*` resolves
// through each package.json's `exports` to the built `dist` types, without the workspace's
// `@parlor/source` condition, under `strict`. One TypeScript program holds every block.
import { join, relative } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { checksFolder, type Publishable, publishable, readmeOf, repository } from './publishable.ts'

interface Block {
  readonly pkg: Publishable
  /** Where the block's code is compiled from: a file that exists only in the program. */
  readonly file: string
  /** The README line of the block's first line of code. */
  readonly line: number
  readonly code: string
}

/** What an app made with Vite's React template checks its own code with, made strict. */
const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  verbatimModuleSyntax: true,
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
  // The packages' declarations are checked too, as an app without skipLibCheck checks them, and
  // an import that resolves to nothing fails, even one for its side effects (a stylesheet).
  skipLibCheck: false,
  noUncheckedSideEffectImports: true,
}

const readmes = new Map<string, string>()
const blocks: Block[] = []
let diagnostics: readonly ts.Diagnostic[] = []

const fence = /^```(ts|tsx)\n([\s\S]*?)^```$/gm

beforeAll(async () => {
  for (const pkg of publishable) {
    const readme = await readmeOf(pkg)
    readmes.set(pkg.name, readme)
    const slug = pkg.name.replace(/^@parlor\//, '')
    let index = 0
    for (const match of readme.matchAll(fence)) {
      const [, language, code = ''] = match
      index += 1
      blocks.push({
        pkg,
        // Inside this package's folder, so imports resolve from its node_modules as an app's do.
        file: join(checksFolder, 'quick-starts', `${slug}-${index}.${language}`),
        line: readme.slice(0, match.index).split('\n').length + 1,
        code,
      })
    }
  }
  // A Vite app's types (vite/client) declare stylesheets as modules, so it may import them.
  const bundlerTypes = {
    file: join(checksFolder, 'quick-starts', 'bundler-env.d.ts'),
    code: "declare module '*.css' {}\n",
  }
  const byFile = new Map<string, { readonly code: string }>(
    blocks.map((block) => [block.file, block]),
  )
  byFile.set(bundlerTypes.file, bundlerTypes)
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (file) => byFile.has(file) || fileExists.call(host, file)
  host.readFile = (file) => byFile.get(file)?.code ?? readFile.call(host, file)
  host.getSourceFile = (file, language, ...rest) => {
    const block = byFile.get(file)
    return block
      ? ts.createSourceFile(file, block.code, language, true)
      : getSourceFile.call(host, file, language, ...rest)
  }
  const program = ts.createProgram({ rootNames: [...byFile.keys()], options, host })
  diagnostics = ts.getPreEmitDiagnostics(program)
})

/** A diagnostic as a person reads it: in the README's own lines when it is in a block. */
function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  const { file, start } = diagnostic
  if (!file || start === undefined) return message
  const { line, character } = file.getLineAndCharacterOfPosition(start)
  const block = blocks.find((candidate) => candidate.file === file.fileName)
  const where = block
    ? `${relative(repository, join(block.pkg.folder, 'README.md'))}:${block.line + line}`
    : `${relative(repository, file.fileName)}:${line + 1}`
  return `${where}:${character + 1}: ${message}`
}

describe.each(publishable)('$name README', (pkg) => {
  it('has a quick start in TypeScript', () => {
    expect(blocks.filter((block) => block.pkg === pkg).length).toBeGreaterThan(0)
  })

  it('has quick starts that compile against the built packages', () => {
    const own = diagnostics.filter((diagnostic) =>
      blocks.some((block) => block.pkg === pkg && block.file === diagnostic.file?.fileName),
    )
    expect(own.map(describeDiagnostic)).toEqual([])
  })

  it('installs the package with every peer dependency it needs', () => {
    const install = /^npm install (.+)$/m.exec(readmes.get(pkg.name) ?? '')?.[1]?.split(' ') ?? []
    const { peerDependencies = {}, peerDependenciesMeta = {} } = pkg.packageJson
    const needed = Object.keys(peerDependencies).filter(
      (peer) => !peerDependenciesMeta[peer]?.optional,
    )
    expect(install).toContain(pkg.name)
    expect(needed.filter((peer) => !install.includes(peer))).toEqual([])
  })
})

it('finds nothing wrong in the declarations the quick starts load', () => {
  const elsewhere = diagnostics.filter(
    (diagnostic) => !blocks.some((block) => block.file === diagnostic.file?.fileName),
  )
  expect(elsewhere.map(describeDiagnostic)).toEqual([])
})
