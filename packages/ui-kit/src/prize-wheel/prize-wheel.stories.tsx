import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button/button.tsx'
import { PrizeWheel, type PrizeWheelPrize } from './prize-wheel.tsx'

const prizes: PrizeWheelPrize[] = [
  { id: 1, label: 'Try again' },
  { id: 2, label: 'Small cash' },
  { id: 3, label: 'Cash' },
  { id: 4, label: 'Free spin' },
  { id: 5, label: 'Big cash' },
  { id: 6, label: 'Three spins' },
  { id: 7, label: 'Mega cash' },
  { id: 8, label: 'Jackpot' },
]

const meta = {
  title: 'Kit/PrizeWheel',
  component: PrizeWheel,
  decorators: [withI18n],
  args: { prizes, landOn: null, spinning: false, onSpun: () => {} },
} satisfies Meta<typeof PrizeWheel>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first spin: no result line yet (its height is reserved). */
export const Idle: Story = {}

/** After a spin: resting on the prize, with the result in words. */
export const Landed: Story = { args: { landOn: 5 } }

/** An odd number of prizes: the last segment takes a third shade. */
export const OddCount: Story = { args: { prizes: prizes.slice(0, 5) } }

/** Long operator labels are shortened on the wheel; the full words stay in its name. */
export const LongLabels: Story = {
  args: {
    prizes: [
      { id: 'a', label: 'A weekend away for two' },
      { id: 'b', label: 'Nothing this time' },
      { id: 'c', label: '10 free spins on Mahjong Ways' },
    ],
  },
}

/** Press Spin: the wheel turns for three seconds to a random prize (at once with reduced motion). */
export const Interactive: Story = {
  render: (args) => {
    const [landOn, setLandOn] = useState<PrizeWheelPrize['id'] | null>(null)
    const [spinning, setSpinning] = useState(false)
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
        <PrizeWheel
          {...args}
          landOn={landOn}
          spinning={spinning}
          onSpun={() => setSpinning(false)}
        />
        <Button
          disabled={spinning}
          onClick={() => {
            setLandOn(prizes[Math.floor(Math.random() * prizes.length)]?.id ?? null)
            setSpinning(true)
          }}
        >
          Spin
        </Button>
      </div>
    )
  },
}
