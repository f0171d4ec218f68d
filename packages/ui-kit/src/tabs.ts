// @parlor/ui-kit/tabs: tabbed views, kept out of the main entry with Radix's tabs.

export type { TabPanelProps } from './tab-panel/tab-panel.tsx'
export { TabPanel } from './tab-panel/tab-panel.tsx'
export type { TabItem, TabsProps } from './tabs/tabs.tsx'
export { Tabs } from './tabs/tabs.tsx'
