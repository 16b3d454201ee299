/** The map's zoom levels (000 section 9): 10 unless asked otherwise, never closer than 15. */
export const MAP_ZOOM = { default: 10, max: 15 } as const

/**
 * The zoom a location map uses: the requested level capped at 15, or 10 when none (or nonsense) is asked.
 *
 * @example
 * import { mapZoom } from "@dealer/core/locations"
 *
 * mapZoom(18) // => 15
 * mapZoom(undefined) // => 10
 */
export function mapZoom(requested?: number | null): number {
  if (requested === undefined || requested === null || !Number.isFinite(requested) || requested < 0) {
    return MAP_ZOOM.default
  }
  return Math.min(MAP_ZOOM.max, requested)
}
