import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button/button.tsx'
import { Dialog } from './dialog.tsx'

const clauses = Array.from({ length: 30 }, (_, i) => `Clause ${i + 1}. Long text scrolls inside.`)

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  decorators: [withI18n],
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Log in',
    description: 'Welcome back. Sign in to play and see your balance.',
    id: 'loginmodal',
    children: <p style={{ margin: 0 }}>The sign-in form goes here.</p>,
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Small: Story = { args: { size: 'small', description: undefined } }
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Terms and conditions',
    children: clauses.map((clause) => <p key={clause}>{clause}</p>),
  },
}
export const WithFooter: Story = {
  args: { footer: <Button>Continue</Button> },
}
/** No close button; Escape and clicks outside do nothing (a required step). */
export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Confirm your phone', footer: <Button>Send code</Button> },
}

export const OpenedByAButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>Log in</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    )
  },
}
