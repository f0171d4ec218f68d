import * as v from 'valibot'

export const scriptSections = ['HEAD', 'BODY'] as const
export const ScriptSection = v.picklist(scriptSections)
export type ScriptSection = v.InferOutput<typeof ScriptSection>

/** An operator's tracking snippet: HEAD goes into the head, BODY as noscript into the body. */
export const AnalyticsScript = v.object({
  section: ScriptSection,
  script: v.string(),
})
export type AnalyticsScript = v.InferOutput<typeof AnalyticsScript>
