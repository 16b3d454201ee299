import { australianPhoneDigits, type ShopperEnquiries, type ShopperEnquiry } from "@dealer/core"
import type { Queryable } from "./database.ts"

interface EnquiryRow {
  readonly id: number
  readonly category: string
  readonly subcategory: string | null
  readonly car_id: number | null
  readonly created_at: Date
}

// The expression of the `leads_by_phone_digits` index, so the lookup uses it.
const PHONE_DIGITS = "regexp_replace(payload->>'phone', '[^0-9]', '', 'g')"

/**
 * Core's `ShopperEnquiries` over `leads`: a lead is the shopper's when its phone field has the
 * digits of their phone, written nationally (0412...) or internationally (61412...).
 *
 * @example
 * await createShopperEnquiries(db).listByPhone("acme", "0412345678") // newest first
 */
export function createShopperEnquiries(db: Queryable): ShopperEnquiries {
  return {
    listByPhone: async (tenantSlug, phone): Promise<ReadonlyArray<ShopperEnquiry>> => {
      const national = australianPhoneDigits(phone) ?? phone.replace(/\D/g, "")
      if (national === "") return []
      const international = national.startsWith("0") ? `61${national.slice(1)}` : national
      const rows = await db.query<EnquiryRow>(
        `SELECT id, category, subcategory, car_id, created_at FROM leads
         WHERE tenant_slug = $1 AND ${PHONE_DIGITS} IN ($2, $3) AND NOT spam
         ORDER BY created_at DESC, id DESC`,
        [tenantSlug, national, international]
      )
      return rows.map((row) => ({
        id: Number(row.id),
        category: row.category,
        subcategory: row.subcategory,
        carId: row.car_id === null ? null : Number(row.car_id),
        createdAt: new Date(row.created_at)
      }))
    }
  }
}
