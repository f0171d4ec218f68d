// myanmar-tools ships its TypeScript sources but no declarations; the test uses its detector and converter.
declare module 'myanmar-tools' {
  /** Google's Zawgyi detector: how likely a Burmese text is Zawgyi-encoded, from 0 to 1. */
  export class ZawgyiDetector {
    getZawgyiProbability(text: string): number
  }
  /** Rewrites Zawgyi-encoded text as Unicode. */
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string
  }
}
