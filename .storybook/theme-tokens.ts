import { useEffect, useState } from 'react'
import themeApi from '../packages/ui-kit/src/theme-api/theme-api.json'
import tokensSource from '../packages/ui-kit/src/tokens/tokens.css?raw'

export interface SemanticToken {
  readonly name: string
  /** The kit's default, as tokens.css writes it. */
  readonly fallback: string
}

/** The kit's semantic variables, in the order tokens.css declares them, with their defaults. */
export const semanticTokens: readonly SemanticToken[] = [
  ...tokensSource.matchAll(/^\s*(--pk-[\w-]+):\s*([^;]+);/gm),
].map((match) => ({
  name: match[1] as string,
  fallback: (match[2] as string).replace(/\s+/g, ' ').trim(),
}))

/** The parts' own variables, unset unless a theme sets them, each with what it falls back to. */
export const componentTokens: Readonly<Record<string, string>> = themeApi.tokens

/**
 * Each variable's value on this page's body, where the chosen theme and colour put theirs; an
 * empty string for a component token the theme leaves unset.
 */
export function useTokenValues(names: readonly string[]): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({})
  const key = names.join(' ')
  useEffect(() => {
    const style = getComputedStyle(document.body)
    setValues(
      Object.fromEntries(
        key.split(' ').map((name) => [name, style.getPropertyValue(name).trim()] as const),
      ),
    )
  }, [key])
  return values
}
