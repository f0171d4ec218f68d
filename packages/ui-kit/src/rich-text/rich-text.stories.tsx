import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { RichText } from './rich-text.tsx'

const banking = `
<h2>Banking</h2>
<p>Deposits settle at once. Withdrawals are reviewed within <strong>24 hours</strong>.</p>
<h3>Limits</h3>
<table>
  <thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th></tr></thead>
  <tbody>
    <tr><td>Bank transfer</td><td>100 PHP</td><td>50,000 PHP</td></tr>
    <tr><td>E-wallet</td><td>100 PHP</td><td>20,000 PHP</td></tr>
  </tbody>
</table>
<ul><li>One withdrawal at a time.</li><li>Names must match your bank account.</li></ul>
<p>Questions? Read the <a href="/faqs">FAQs</a> or <a href="https://example.com" target="_blank">our partner's guide</a>.</p>
`

const meta = {
  title: 'Kit/RichText',
  component: RichText,
  decorators: [withI18n],
  args: { html: banking },
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

export const OperatorPage: Story = {}
export const AsArticle: Story = { args: { as: 'article' } }
/** Hostile markup comes out inert: no script runs, no handler survives, the inline style is gone. */
export const HostileMarkup: Story = {
  // The image is an attack vector on purpose; an operator's image without alt is theirs to fix.
  parameters: { a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } } },
  args: {
    html:
      '<p style="position:fixed;inset:0">Text stays.</p><img src=x onerror=alert(1)>' +
      '<script>alert(2)</script><a href="javascript:alert(3)">A link that goes nowhere</a>',
  },
}
