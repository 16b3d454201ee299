import type { JsonLd } from "@dealer/core"

// Characters JSON leaves raw but that mean something to an HTML parser (`<` could close the
// script element early) or, read as script, end a line (U+2028, U+2029).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g
const escapeForScript = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`

/**
 * Serialises structured data for search engines, escaped so no text in the data can close the
 * script element early or break a line; it parses to the same JSON.
 */
export function JsonLdScript({ json }: { readonly json: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(UNSAFE_IN_SCRIPT, escapeForScript) }}
    />
  )
}
