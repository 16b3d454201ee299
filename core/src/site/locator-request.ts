import type { GeoPoint } from "../locations/great-circle-distance.ts"
import { locatorRadius } from "./locator-results.ts"

/** What the dealer locator page was asked: the typed place, the radius, and a chosen point. */
export interface LocatorRequest {
  /** The text typed or the chosen suggestion's label; empty before any search. */
  readonly text: string
  readonly radiusKm: number
  /** The chosen suggestion's point, when the picker sent one; else the text is to be geocoded. */
  readonly point: GeoPoint | null
}

/** The read side of `URLSearchParams`, so core has no DOM types. */
interface ParamsReader {
  get(name: string): string | null
}

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || raw.trim() === "") return null
  const value = Number(raw)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

/**
 * The dealer locator's query (`/dealer-locator?q=4000&radius=100`, plus `lat` and `lng` once a
 * suggestion was chosen): the text (trimmed, at most 100 characters), an offered radius (default
 * 50 km), and the point only when both coordinates are valid.
 *
 * @example
 * import { locatorRequest } from "@dealer/core/site"
 *
 * locatorRequest(new URLSearchParams("q=Brisbane+QLD+4000&radius=25&lat=-27.47&lng=153.02"))
 * // => { text: "Brisbane QLD 4000", radiusKm: 25, point: { lat: -27.47, long: 153.02 } }
 */
export function locatorRequest(params: ParamsReader): LocatorRequest {
  const lat = coordinate(params.get("lat"), 90)
  const lng = coordinate(params.get("lng"), 180)
  return {
    text: (params.get("q") ?? "").trim().slice(0, 100),
    radiusKm: locatorRadius(params.get("radius")),
    point: lat !== null && lng !== null ? { lat, long: lng } : null
  }
}
