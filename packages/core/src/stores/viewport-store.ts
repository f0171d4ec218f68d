import { atom } from 'jotai/vanilla'
import { type BreakpointName, fallbackBreakpoint } from '../viewport/breakpoints.ts'

export interface ViewportState {
  readonly breakpoint: BreakpointName
}

export const viewportAtom = atom<ViewportState>({ breakpoint: fallbackBreakpoint })
