import type { KeywordSuggestion } from "@dealer/core"

let matching: Promise<typeof import("./keyword-matches.ts")> | null = null

/** The code that matches a text to the site's makes and models, loaded once (again after a failure). */
function matchingCode(): Promise<typeof import("./keyword-matches.ts")> {
  matching ??= import("./keyword-matches.ts")
  matching.catch(() => (matching = null))
  return matching
}

/**
 * The keyword box's suggestions for the typed text: core's `keywordSuggestions` over the site's
 * makes and models. Its code loads on the first call, when the box first gets focus (which asks for
 * the empty text's: none), not with the page.
 */
export async function suggestKeywords(text: string): Promise<ReadonlyArray<KeywordSuggestion>> {
  const code = matchingCode()
  if (text.trim() === "") return []
  return (await code).keywordMatches(text)
}
