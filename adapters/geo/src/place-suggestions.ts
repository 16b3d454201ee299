import { searchTokens, type DealershipPlace, type PlaceSuggestion } from "@dealer/core/search"
import { byProminence, lowerBound, type LocalityIndex } from "./locality-index.ts"

/** Suggestions the place picker shows (section 9: 5 results). */
export const DEFAULT_SUGGESTIONS = 5

/** How well typed words match a name: 3 the whole name, 2 its start, 1 later words, 0 not at all. */
function nameMatch(words: ReadonlyArray<string>, name: ReadonlyArray<string>): number {
  if (!words.every((word) => name.some((token) => token.startsWith(word)))) return 0
  if (words.length === name.length && words.every((word, i) => word === name[i])) return 3
  return words.every((word, i) => name[i]?.startsWith(word)) ? 2 : 1
}

interface Ranked {
  readonly match: number
  /** The locality row, or -1 for a dealership. */
  readonly row: number
  readonly dealership: DealershipPlace | null
}

// Queries of one or two letters match thousands of localities; their best few are kept once found.
const SHORT_PREFIX = 2
const KEPT_FOR_SHORT_PREFIX = 20

function place(index: LocalityIndex, row: number, kind: "postcode" | "suburb"): PlaceSuggestion {
  const { table } = index
  return {
    kind,
    label: `${table.name[row]} ${table.state[row]} ${table.postcode[row]}`,
    postcode: table.postcode[row]!,
    state: table.state[row]!,
    lat: table.lat[row]!,
    lng: table.lng[row]!
  }
}

function postcodeSuggestions(index: LocalityIndex, digits: string, limit: number): ReadonlyArray<PlaceSuggestion> {
  const found: PlaceSuggestion[] = []
  for (let at = lowerBound(index.postcodes, digits); at < index.postcodes.length && found.length < limit; at++) {
    const postcode = index.postcodes[at]!
    if (!postcode.startsWith(digits)) break
    const row = index.byPostcode.get(postcode)?.[0]
    if (row !== undefined) found.push(place(index, row, "postcode"))
  }
  return found
}

/** Localities matching the words (and postcode prefix), one per name and state, best first. */
function matchingLocalities(index: LocalityIndex, words: ReadonlyArray<string>, digits: string | null): Ranked[] {
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), "")
  const best = new Map<string, Ranked>()
  const prominence = byProminence(index)
  const { table } = index
  for (
    let at = lowerBound(index.words, longest);
    at < index.words.length && index.words[at]!.startsWith(longest);
    at++
  ) {
    const row = index.wordRows[at]!
    if (table.kind[row] === 0 || (digits !== null && !table.postcode[row]!.startsWith(digits))) continue
    const match = nameMatch(words, index.tokens[row]!)
    if (match === 0) continue
    const key = `${table.name[row]}|${table.state[row]}`
    const kept = best.get(key)
    if (!kept || prominence(row, kept.row) < 0) best.set(key, { match, row, dealership: null })
  }
  return [...best.values()].sort((a, b) => b.match - a.match || prominence(a.row, b.row))
}

function localityCandidates(
  index: LocalityIndex,
  words: ReadonlyArray<string>,
  digits: string | null,
  limit: number
): ReadonlyArray<Ranked> {
  const short =
    words.length === 1 && words[0]!.length <= SHORT_PREFIX && digits === null && limit <= KEPT_FOR_SHORT_PREFIX
  if (!short) return matchingLocalities(index, words, digits)
  const key = words[0]!
  let kept = index.shortPrefixes.get(key)
  if (!kept) {
    kept = matchingLocalities(index, words, null).slice(0, KEPT_FOR_SHORT_PREFIX)
    index.shortPrefixes.set(key, kept)
  }
  return kept as ReadonlyArray<Ranked>
}

function dealershipCandidates(dealerships: ReadonlyArray<DealershipPlace>, words: ReadonlyArray<string>): Ranked[] {
  return dealerships.flatMap((dealership) => {
    const match = nameMatch(words, searchTokens(dealership.name))
    return match === 0 ? [] : [{ match, row: -1, dealership }]
  })
}

const suggestionOf = (index: LocalityIndex, ranked: Ranked): PlaceSuggestion =>
  ranked.dealership
    ? {
        kind: "dealership",
        label: ranked.dealership.name,
        lat: ranked.dealership.lat,
        lng: ranked.dealership.lng,
        dealership: ranked.dealership
      }
    : place(index, ranked.row, "suburb")

/**
 * Places for the text typed into "Postcode, city or dealership name": digits alone list
 * postcodes from the typed prefix; words find suburbs whose name has words starting with each
 * of them (a postcode among them narrows the suburbs) and the tenant's dealerships by name.
 * The best match comes first (the whole name, then its start, then a later word), a dealership
 * before a suburb on an equal match, then the more prominent place: a suburb over a postal
 * facility, a name spanning more postcodes (a city), a shorter name. Australia only.
 *
 * @example
 * placeSuggestions(index, "bris", [], 5)[0]?.label // "Brisbane QLD 4000"
 */
export function placeSuggestions(
  index: LocalityIndex,
  text: string,
  dealerships: ReadonlyArray<DealershipPlace>,
  limit: number = DEFAULT_SUGGESTIONS
): ReadonlyArray<PlaceSuggestion> {
  const tokens = searchTokens(text).slice(0, 8)
  const words = tokens.filter((token) => !/^\d+$/.test(token))
  const digits = tokens.find((token) => /^\d+$/.test(token)) ?? null
  if (limit <= 0 || tokens.length === 0) return []
  if (words.length === 0) return digits === null || digits.length > 4 ? [] : postcodeSuggestions(index, digits, limit)
  const prominence = byProminence(index)
  const dealerFirst = (a: Ranked, b: Ranked) =>
    a.dealership && b.dealership
      ? a.dealership.name < b.dealership.name
        ? -1
        : 1
      : a.dealership
        ? -1
        : b.dealership
          ? 1
          : prominence(a.row, b.row)
  return [...dealershipCandidates(dealerships, words), ...localityCandidates(index, words, digits, limit)]
    .sort((a, b) => b.match - a.match || dealerFirst(a, b))
    .slice(0, limit)
    .map((ranked) => suggestionOf(index, ranked))
}
