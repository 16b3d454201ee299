import type { StockChangeNotice } from "@dealer/core"
import type { Queryable } from "./database.ts"

/** The channel stock change notices travel on. */
export const STOCK_CHANGES_CHANNEL = "dealer_stock_changes"

// A notification carries at most 8000 bytes; 400 ids of up to 16 digits stay well inside it.
const IDS_PER_NOTICE = 400

/**
 * Sends a notice on the stock channel through `db`: inside a transaction it goes out when the
 * transaction commits, and never when it rolls back. Many ids are split over several notices.
 *
 * @example
 * await publishStockNotice(tx, { tenantSlug: "acme", carIds: [12], kind: "sold" })
 */
export async function publishStockNotice(db: Queryable, notice: StockChangeNotice): Promise<void> {
  if (notice.carIds.length === 0) return
  const payloads: string[] = []
  for (let start = 0; start < notice.carIds.length; start += IDS_PER_NOTICE) {
    payloads.push(JSON.stringify({ ...notice, carIds: notice.carIds.slice(start, start + IDS_PER_NOTICE) }))
  }
  await db.query("SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload", [STOCK_CHANGES_CHANNEL, payloads])
}
