/** A lead as its sender sees it in their garage: what it was about and when it was sent. */
export interface ShopperEnquiry {
  readonly id: number
  readonly category: string
  readonly subcategory: string | null
  readonly carId: number | null
  readonly createdAt: Date
}

/**
 * The enquiries (leads) a signed-in shopper sent: leads of the tenant whose phone field is the
 * shopper's phone, compared by digits (so "0412 345 678" and "0412345678" match, and "+61 412..."
 * reads as "0412..."). Spam is left out; the newest come first.
 *
 * @example
 * import type { ShopperEnquiries } from "@dealer/core/ports"
 *
 * const enquiries: ShopperEnquiries = {
 *   listByPhone: async () => [{ id: 12, category: "General Enquiry", subcategory: null, carId: 7, createdAt: new Date("2026-03-02T10:00:00+10:00") }]
 * }
 *
 * ;(await enquiries.listByPhone("acme", "0412345678")).map((enquiry) => enquiry.category) // => ["General Enquiry"]
 */
export interface ShopperEnquiries {
  readonly listByPhone: (tenantSlug: string, phone: string) => Promise<ReadonlyArray<ShopperEnquiry>>
}
