import type { PhoneRevealLog } from "../locations/phone-reveal-machine.ts"

/**
 * The reveal-phone log (`POST /api/phone-reveals`): one row per reveal. Named apart from the
 * `PhoneRevealLog` record it stores, which the phone reveal machine sends.
 *
 * @example
 * import type { PhoneRevealLog } from "@dealer/core/locations"
 * import type { PhoneRevealRepository } from "@dealer/core/ports"
 *
 * const rows: Array<{ readonly tenantSlug: string; readonly reveal: PhoneRevealLog }> = []
 * const reveals: PhoneRevealRepository = {
 *   record: async (tenantSlug, reveal) => void rows.push({ tenantSlug, reveal }),
 *   countByCar: async (tenantSlug, carId) => rows.filter((row) => row.tenantSlug === tenantSlug && row.reveal.car_id === carId).length
 * }
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await reveals.record("acme", { car_id: 12, dealership_id: 3, website_id: 1 }, now)
 * await reveals.countByCar("acme", 12) // => 1
 */
export interface PhoneRevealRepository {
  readonly record: (tenantSlug: string, reveal: PhoneRevealLog, now: Date) => Promise<void>
  readonly countByCar: (tenantSlug: string, carId: number) => Promise<number>
}
