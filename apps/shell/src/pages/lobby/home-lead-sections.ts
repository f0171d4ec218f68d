import type { HomeSection } from '@parlor/core'
import { type ComponentType, lazy } from 'react'
import { withCatalogs } from '../../i18n/catalogs.ts'
import { leadSectionNeeds } from '../../router/page-table.ts'

/** The home sections that download only on the sites whose theme shows them. */
export type LeadSection = Extract<HomeSection, 'live-tables' | 'matches'>

type SectionModule = { default: ComponentType }

/** The casino and sportsbook leads, with the texts they show (page-table.ts). */
const loaders: Record<LeadSection, () => Promise<SectionModule>> = {
  'live-tables': () => import('../../lobby/home-live-tables.tsx'),
  matches: withCatalogs(
    leadSectionNeeds.matches.catalogs,
    () => import('../../sports/home-matches.tsx'),
  ),
}

const loaded = new Map<LeadSection, ComponentType>()

function load(section: LeadSection): Promise<SectionModule> {
  return loaders[section]().then((module) => {
    loaded.set(section, module.default)
    return module
  })
}

// Made once each: React keeps a lazy component's state only while the same one renders.
const lazySections: Record<LeadSection, ComponentType> = {
  'live-tables': lazy(() => load('live-tables')),
  matches: lazy(() => load('matches')),
}

export function isLeadSection(section: HomeSection): section is LeadSection {
  return section in loaders
}

/**
 * Starts downloading the lead sections a theme's home shows beside the home page's own code, so
 * they are usually there for its first paint; until one is, its placeholder holds its place. A
 * chunk that fails is left to the page, whose section tries again as it renders. Settles once
 * every section has loaded or failed.
 */
export function preloadLeadSections(order: readonly HomeSection[]): Promise<void> {
  return Promise.all(
    order
      .filter(isLeadSection)
      .filter((section) => !loaded.has(section))
      .map((section) => load(section).catch(() => undefined)),
  ).then(() => undefined)
}

/** The section's component: ready to render once preloaded, else one that loads as it renders. */
export function leadSection(section: LeadSection): ComponentType {
  return loaded.get(section) ?? lazySections[section]
}
