import type { DeliveryZone } from "../locations/delivery-zone.ts"

/**
 * A tenant's delivery price bands (`/api/delivery-price`). A tenant without stored bands gets an
 * empty list; the caller then uses `defaultDeliveryZones`.
 *
 * @example
 * import { defaultDeliveryZones, type DeliveryZone } from "@dealer/core/locations"
 * import type { DeliveryZoneRepository } from "@dealer/core/ports"
 *
 * const stored = new Map<string, ReadonlyArray<DeliveryZone>>()
 * const zones: DeliveryZoneRepository = {
 *   list: async (tenantSlug) => stored.get(tenantSlug) ?? [],
 *   replace: async (tenantSlug, list) => void stored.set(tenantSlug, list)
 * }
 *
 * await zones.replace("acme", defaultDeliveryZones)
 * ;(await zones.list("acme")).length // => defaultDeliveryZones.length
 */
export interface DeliveryZoneRepository {
  /** The tenant's bands by `up_to_km`, nearest first. */
  readonly list: (tenantSlug: string) => Promise<ReadonlyArray<DeliveryZone>>
  /** Replaces every band of the tenant at once. */
  readonly replace: (tenantSlug: string, zones: ReadonlyArray<DeliveryZone>) => Promise<void>
}
