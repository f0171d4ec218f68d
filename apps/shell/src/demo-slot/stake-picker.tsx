import { useLingui } from '@lingui/react'

export interface StakePickerProps {
  /** Minor units, smallest first. */
  readonly choices: readonly number[]
  readonly value: number
  readonly onChange: (stake: number) => void
  readonly disabled: boolean
  readonly format: (minorUnits: number) => string
}

/**
 * The stake, as a native radio group: arrow keys move between stakes and a screen reader names
 * the group, with nothing to re-implement.
 */
export function StakePicker({ choices, value, onChange, disabled, format }: StakePickerProps) {
  const { i18n } = useLingui()
  return (
    <fieldset className="demo-slot__stakes" disabled={disabled}>
      <legend className="demo-slot__label">
        {i18n._({ id: 'demoSlot.stake', message: 'Stake' })}
      </legend>
      <div className="demo-slot__stake-options">
        {choices.map((stake) => (
          <label key={stake} className="demo-slot__stake">
            <input
              type="radio"
              name="stake"
              value={stake}
              checked={stake === value}
              onChange={() => onChange(stake)}
              className="demo-slot__stake-input"
            />
            <span className="demo-slot__stake-text">{format(stake)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
