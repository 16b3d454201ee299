import { keywordSuggestions, type KeywordStock, type KeywordSuggestion } from "@dealer/core"

let stock: Promise<KeywordStock> | null = null

/** The site's makes and models, asked for once per page load (the first time a box wants them). */
function keywordStock(): Promise<KeywordStock> {
  stock ??= fetch("/api/stock/keywords", { headers: { Accept: "application/json" } }).then(async (response) => {
    if (!response.ok) throw new Error(`Keyword stock failed (${response.status})`)
    return (await response.json()) as KeywordStock
  })
  // A failed answer is asked for again next time.
  stock.catch(() => (stock = null))
  return stock
}

/** Core's `keywordSuggestions` for a typed (not blank) text over the site's makes and models. */
export async function keywordMatches(text: string): Promise<ReadonlyArray<KeywordSuggestion>> {
  return keywordSuggestions(text, await keywordStock())
}
