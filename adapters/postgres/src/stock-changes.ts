import { decodeResult, StockChangeNotice, type StockChanges } from "@dealer/core"
import { Result } from "effect"
import type { Database } from "./database.ts"
import { publishStockNotice, STOCK_CHANGES_CHANNEL } from "./stock-notices.ts"

function readNotice(payload: string): StockChangeNotice | null {
  let json: unknown
  try {
    json = JSON.parse(payload)
  } catch {
    return null
  }
  const decoded = decodeResult(StockChangeNotice, json, "stock change notice")
  return Result.isSuccess(decoded) ? decoded.success : null
}

/**
 * Core's `StockChanges` over LISTEN/NOTIFY: on PostgreSQL every process connected to the
 * database hears every notice; on PGlite the one process does. A notice that cannot be read
 * counts as a gap, so the subscriber reloads rather than miss a change.
 *
 * @example
 * const stop = await createStockChanges(db).subscribe((notice) => sink.applyChange(stockChangeOfNotice(notice)))
 */
export function createStockChanges(db: Database): StockChanges {
  return {
    publish: (notice) => publishStockNotice(db, notice),
    subscribe: (onNotice, onGap) =>
      db.listen(
        STOCK_CHANGES_CHANNEL,
        (payload) => {
          const notice = readNotice(payload)
          if (notice) onNotice(notice)
          else onGap?.()
        },
        onGap
      )
  }
}
