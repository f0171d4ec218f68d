import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import '../tabs/tabs.css'

export interface TabPanelProps {
  /** The value of the tab that shows this panel. */
  readonly value: string
  readonly children: ReactNode
}

/** The content of one tab, labelled by its tab; only the selected panel is rendered. */
export function TabPanel({ value, children }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className="pk-tabs__panel" data-slot="tab-panel">
      {children}
    </RadixTabs.Content>
  )
}
