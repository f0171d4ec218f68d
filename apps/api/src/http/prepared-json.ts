const prepared = new WeakMap<object, string>()

/**
 * Serialises a long-lived answer once (the startup answer of a domain, sent on every page load)
 * so sending it costs a copy instead of a JSON.stringify. The answer must not change afterwards.
 */
export function prepareJson<T extends object>(answer: T): T {
  prepared.set(answer, JSON.stringify(answer))
  return answer
}

/** The JSON text of an answer, serialised ahead when it was prepared. */
export function jsonText(answer: object): string {
  return prepared.get(answer) ?? JSON.stringify(answer)
}
