import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import './tabs.css'

export interface TabItem {
  readonly value: string
  readonly label: string
}

export interface TabsProps {
  /** Names the tab list ("Transaction type"). */
  readonly label: string
  readonly value: string
  readonly onValueChange: (value: string) => void
  readonly tabs: readonly TabItem[]
  /** The `TabPanel`s, one per tab value. */
  readonly children?: ReactNode
}

/**
 * Tabs as the ARIA pattern has them (Radix): one tab stop, arrow keys move and select, Home and
 * End jump. Controlled, so the page can keep the tab in its URL. The list scrolls sideways on
 * phones rather than wrapping into rows.
 */
export function Tabs({ label, value, onValueChange, tabs, children }: TabsProps) {
  return (
    <RadixTabs.Root
      className="pk-tabs"
      data-slot="tabs"
      value={value}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <RadixTabs.List className="pk-tabs__list" data-slot="tab-list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="pk-tabs__tab"
            data-slot="tab"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  )
}
