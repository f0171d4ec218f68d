/**
 * A small well-formedness check for the generated SVG, enough to catch what generated markup
 * gets wrong: unbalanced tags, unescaped `<` or `&` in text or attributes, more than one root.
 * Not a full XML parser: no DTDs, CDATA or processing instructions are generated.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = []
  const open: string[] = []
  let roots = 0
  const entity = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g
  const checkText = (text: string, where: string) => {
    const rest = text.replace(entity, '')
    if (rest.includes('&')) problems.push(`unescaped & in ${where}: ${text.slice(0, 40)}`)
    if (rest.includes('<')) problems.push(`unescaped < in ${where}: ${text.slice(0, 40)}`)
  }
  for (const token of xml.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (open.length === 0 && token.trim()) problems.push(`text outside the root: ${token}`)
      checkText(token, 'text')
      continue
    }
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token)
    if (close) {
      const expected = open.pop()
      if (expected !== close[1]) problems.push(`</${close[1]}> closes <${expected ?? 'nothing'}>`)
      continue
    }
    const start = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"]*")*)\s*(\/?)>$/.exec(token)
    if (!start) {
      problems.push(`malformed tag: ${token.slice(0, 60)}`)
      continue
    }
    const [, name = '', attributes = '', selfClosing] = start
    for (const [, value = ''] of attributes.matchAll(/="([^"]*)"/g)) checkText(value, `<${name}>`)
    if (open.length === 0) roots++
    if (!selfClosing) open.push(name)
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`)
  if (roots !== 1) problems.push(`${roots} root elements`)
  return problems
}
