/** Tokens longer than this are cut: no car field word is longer, and it bounds the work per word. */
export const MAX_SEARCH_TOKEN_LENGTH = 40
/** Only the first this many distinct words of a query are searched. */
export const MAX_QUERY_WORDS = 12
/** Words of at least this many characters, with a letter in them, tolerate one typo. */
export const TYPO_MIN_LENGTH = 5

const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}]+/u
const LETTER = /\p{L}/u
// Most car data is plain ASCII, which needs no Unicode normalisation: a much faster path.
const ASCII = /^[\x20-\x7e]*$/

/**
 * Text as the search compares it: compatibility-decomposed, accents dropped, lower case
 * ("Škoda" and "skoda" are one word). Unpaired surrogates and symbols become separators later.
 *
 * @example
 * import { normalizeSearchText } from "@dealer/core/search"
 *
 * normalizeSearchText("Škoda Octavia") // => "skoda octavia"
 */
export function normalizeSearchText(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize("NFKD").replace(MARKS, "").toLowerCase()
}

/**
 * The words of a text: runs of letters and digits, normalised.
 *
 * @example
 * import { searchTokens } from "@dealer/core/search"
 *
 * searchTokens("GT-Line, 2.0L") // => ["gt", "line", "2", "0l"]
 */
export function searchTokens(text: string): ReadonlyArray<string> {
  if (!ASCII.test(text)) {
    return normalizeSearchText(text)
      .split(SEPARATORS)
      .filter((token) => token !== "")
      .map((token) => token.slice(0, MAX_SEARCH_TOKEN_LENGTH))
  }
  // Plain ASCII: one pass over the characters, no regular expression or normalisation.
  const lower = text.toLowerCase()
  const tokens: string[] = []
  let start = -1
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0
    const wordChar = (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
    if (wordChar && start < 0) start = i
    else if (!wordChar && start >= 0) {
      tokens.push(lower.slice(start, Math.min(i, start + MAX_SEARCH_TOKEN_LENGTH)))
      start = -1
    }
  }
  return tokens
}

/**
 * The words a car field is found by: its tokens, plus the tokens run together when there are
 * several, so "CX-5" is found by "cx", "5" and "cx5".
 *
 * @example
 * import { fieldTokens } from "@dealer/core/search"
 *
 * fieldTokens("CX-5") // => ["cx", "5", "cx5"]
 */
export function fieldTokens(field: string): ReadonlyArray<string> {
  const tokens = searchTokens(field)
  return tokens.length > 1 ? [...tokens, tokens.join("").slice(0, MAX_SEARCH_TOKEN_LENGTH)] : tokens
}

/**
 * The distinct words of a shopper's query, in order, at most `MAX_QUERY_WORDS`.
 *
 * @example
 * import { queryWords } from "@dealer/core/search"
 *
 * queryWords("Hilux  SR5 hilux") // => ["hilux", "sr5"]
 */
export function queryWords(query: string): ReadonlyArray<string> {
  return [...new Set(searchTokens(query))].slice(0, MAX_QUERY_WORDS)
}

/**
 * A stock number or VIN as compared whole: letters and digits only, lower case.
 *
 * @example
 * import { identifierKey } from "@dealer/core/search"
 *
 * identifierKey(" t-1234 ") // => "t1234"
 */
export function identifierKey(text: string): string {
  return searchTokens(text).join("")
}

/** How well a query word matches a term: 3 exact, 2 prefix, 1 one typo away, 0 not at all. */
export type TermMatch = 0 | 1 | 2 | 3

/**
 * The edit distance (insert, delete, substitute, swap neighbours) between `word` and the closest
 * prefix of `term`, or of `term` whole, capped at 2. "toyta" is 1 from "toyota"; "corrol" is 1
 * from "corol", a prefix of "corolla".
 *
 * @example
 * import { prefixEditDistance } from "@dealer/core/search"
 *
 * prefixEditDistance("toyta", "toyota") // => 1
 */
export function prefixEditDistance(word: string, term: string): number {
  const columns = term.length + 1
  let before = new Array<number>(columns).fill(0)
  let previous = Array.from({ length: columns }, (_, j) => j)
  for (let i = 1; i <= word.length; i++) {
    const current = new Array<number>(columns).fill(i)
    let rowBest = i
    for (let j = 1; j < columns; j++) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1)
      }
      current[j] = best
      rowBest = Math.min(rowBest, best)
    }
    if (rowBest >= 2) return 2
    before = previous
    previous = current
  }
  return Math.min(2, ...previous)
}

/**
 * Whether a query word finds a term: exactly, as a prefix ("toy" finds "toyota"), or, for words
 * of 5 or more characters with a letter, one typo from the term or from a prefix of it ("toyta"
 * finds "toyota").
 *
 * @example
 * import { termMatch } from "@dealer/core/search"
 *
 * termMatch("toyta", "toyota") // => 1
 * termMatch("hilux", "hilux") // => 3
 */
export function termMatch(word: string, term: string): TermMatch {
  if (word === term) return 3
  if (term.startsWith(word)) return 2
  if (word.length < TYPO_MIN_LENGTH || term.length < word.length - 1 || !LETTER.test(word)) return 0
  return withinOneTypo(word, term) ? 1 : 0
}

// One edit leaves at most one character of the word absent from the term's matching prefix: a
// cheap test that spares the distance computation for nearly every term.
function withinOneTypo(word: string, term: string): boolean {
  const prefix = term.slice(0, word.length + 1)
  let absent = 0
  for (let i = 0; i < word.length; i++) if (!prefix.includes(word[i]!) && ++absent > 1) return false
  return prefixEditDistance(word, term) <= 1
}
