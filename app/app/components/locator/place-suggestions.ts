import type { PlaceSuggestion } from "@dealer/core"

/**
 * The place picker's suggestions from the site's own geocoder route. The last answer is kept, so
 * the chosen option's point can go with the search.
 */
export function createPlaceSuggestions() {
  let latest: ReadonlyArray<PlaceSuggestion> = []
  return {
    suggestPlaces: async (query: string): Promise<ReadonlyArray<PlaceSuggestion>> => {
      const response = await fetch(`/dealer-locator/places?q=${encodeURIComponent(query)}`, {
        headers: { Accept: "application/json" }
      })
      if (!response.ok) throw new Error(`Place suggestions failed (${response.status})`)
      const body = (await response.json()) as { suggestions: ReadonlyArray<PlaceSuggestion> }
      latest = body.suggestions
      return latest
    },
    /** The suggestion shown with this label in the last answer. */
    find: (label: string): PlaceSuggestion | undefined => latest.find((suggestion) => suggestion.label === label)
  }
}
