import { MAP_ZOOM, type Tenant } from "@dealer/core"
import type { MapTiles } from "./location-card.tsx"

/** The tenant's map tiles for the location pages' maps, as the dealer locator uses them. */
export function mapTiles(tenant: Pick<Tenant, "locator">): MapTiles {
  return { tileUrl: tenant.locator.map_tile_url, attribution: tenant.locator.map_attribution, maxZoom: MAP_ZOOM.max }
}
