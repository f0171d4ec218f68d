/**
 * A device's form factor from bowser's platform type and OS name: a crawler that announces a
 * phone's OS is a phone (Googlebot Smartphone), and anything unknown is a desktop.
 */
export function formFactorOf(
  platform: string | undefined,
  osName: string | undefined,
): 'mobile' | 'tablet' | 'desktop' {
  if (platform === 'mobile' || platform === 'tablet') return platform
  if (platform === 'bot' && (osName === 'Android' || osName === 'iOS')) return 'mobile'
  return 'desktop'
}
