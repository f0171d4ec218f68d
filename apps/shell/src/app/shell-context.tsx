import { createContext, type ReactNode, useContext } from 'react'
import type { ShellServices } from './shell-services.ts'

const ShellContext = createContext<ShellServices | null>(null)

export function ShellProvider({
  services,
  children,
}: {
  services: ShellServices
  children: ReactNode
}) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext)
  if (!services) throw new Error('useShell needs a ShellProvider above it')
  return services
}
