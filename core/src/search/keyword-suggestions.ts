import { compareLabels } from "../shared/compare-labels.ts"
import { fieldTokens, queryWords, termMatch } from "./search-text.ts"
import type { FacetItem } from "./stock-result.ts"

/** What the keyword box offers for the text typed so far: a make or a make and model in stock. */
export interface KeywordSuggestion {
  readonly kind: "make" | "model"
  /** What the box shows and searches for: "Kia", "Kia Sportage". */
  readonly label: string
  /** How many cars of the site have it. */
  readonly count: number
}

/** The makes and models (`make_model`, "Kia Sportage") of a site's stock, as its facets count them. */
export interface KeywordStock {
  readonly makes: ReadonlyArray<FacetItem>
  readonly models: ReadonlyArray<FacetItem>
}

/** The keyword box offers at most this many suggestions. */
export const KEYWORD_SUGGESTIONS_LIMIT = 8

// Each word of a name as the search document files a field: "CX-5" is cx, 5 and cx5.
const nameTerms = (label: string) => label.split(/\s+/).flatMap((word) => fieldTokens(word))

function score(words: ReadonlyArray<string>, label: string): number {
  const terms = nameTerms(label)
  let total = 0
  for (const word of words) {
    let best = 0
    for (const term of terms) best = Math.max(best, termMatch(word, term))
    if (best === 0) return 0
    total += best
  }
  return total
}

/**
 * The makes and models of the site's stock that the typed text finds, as the search's own text
 * rule reads words (each typed word a prefix of a word of the name, one typo allowed on longer
 * words): best match first, a make before its models on an equal match, then the most cars, then
 * by name. Nothing for empty text or a name with no car.
 *
 * @example
 * import { keywordSuggestions } from "@dealer/core/search"
 *
 * keywordSuggestions("kia sp", { makes: [{ label: "Kia", value: "Kia", count: 9 }], models: [{ label: "Kia Sportage", value: "Kia Sportage", count: 4 }] })
 * // => [{ kind: "model", label: "Kia Sportage", count: 4 }]
 */
export function keywordSuggestions(
  text: string,
  stock: KeywordStock,
  limit: number = KEYWORD_SUGGESTIONS_LIMIT
): ReadonlyArray<KeywordSuggestion> {
  const words = queryWords(text)
  if (words.length === 0) return []
  const candidates = [
    ...stock.makes.map((item) => ({ kind: "make" as const, item })),
    ...stock.models.map((item) => ({ kind: "model" as const, item }))
  ]
  return candidates
    .filter(({ item }) => item.count > 0)
    .map(({ kind, item }) => ({ kind, label: item.label, count: item.count, score: score(words, item.label) }))
    .filter((candidate) => candidate.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.kind === b.kind ? 0 : a.kind === "make" ? -1 : 1) ||
        b.count - a.count ||
        compareLabels(a.label, b.label)
    )
    .slice(0, limit)
    .map(({ kind, label, count }) => ({ kind, label, count }))
}
