import { useLingui } from '@lingui/react'
import type { SpinPrize } from '@parlor/contract'
import { DescriptionList } from '@parlor/ui-kit'
import { useId } from 'react'
import { PrizeValue } from './prize-value.tsx'

/** Every segment of the wheel and what it pays, in words, beside the drawing. */
export function PrizeList({
  prizes,
  headingLevel,
}: {
  prizes: readonly SpinPrize[]
  headingLevel: 2 | 3
}) {
  const { i18n } = useLingui()
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="lucky-wheel__prizes" aria-labelledby={headingId}>
      <Heading id={headingId} className="lucky-wheel__subtitle">
        {i18n._({ id: 'spin.prizes', message: 'Prizes on the wheel' })}
      </Heading>
      <DescriptionList
        items={prizes.map((prize) => ({
          term: prize.label,
          description: <PrizeValue prize={prize} />,
        }))}
      />
    </section>
  )
}
