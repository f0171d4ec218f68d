const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text placed inside markup the server generates (rich text, SVG): safe in element content and
 * attribute values alike, in HTML and XML.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}
