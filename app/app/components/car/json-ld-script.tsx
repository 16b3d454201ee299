import type { JsonLd } from "@dealer/core"

/**
 * Serialises structured data for search engines. `<` is escaped so no text in the data can close
 * the script element early.
 */
export function JsonLdScript({ json }: { readonly json: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }} />
  )
}
