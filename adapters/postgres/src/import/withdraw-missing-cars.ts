import type { Queryable } from "../database.ts"
import { createStockRepository } from "../stock-repository.ts"
import { rowToCar, type StoredCar } from "../stock-row.ts"

// Already withdrawn cars are left out, so a second run with the same file withdraws nothing.
const LISTED_OTHERS = `
  SELECT id, data FROM stock
  WHERE tenant_slug = $1 AND NOT (id = ANY($2::bigint[]))
    AND (data -> 'show_on_dealer_website') IS DISTINCT FROM 'false'::jsonb
  ORDER BY id
`

/**
 * Withdraws from the website every stored car of the tenant whose id is not in `keptIds`: sets
 * `show_on_dealer_website` to false in its data, which core's visibility rules read (search and
 * vehicle pages). Rows are kept, since leads, watchlists and reservations refer to car ids. The
 * cars are saved through the stock repository, so they go out in a stock change notice and every
 * site's search engine drops them; run inside the import's transaction, they commit with it.
 * Resolves how many cars were withdrawn now (those withdrawn before do not count).
 *
 * @example
 * await withdrawMissingCars(tx, "acme", [1, 3]) // 105: the demo cars, say
 */
export async function withdrawMissingCars(
  tx: Queryable,
  tenantSlug: string,
  keptIds: ReadonlyArray<number>
): Promise<number> {
  const rows = await tx.query<StoredCar>(LISTED_OTHERS, [tenantSlug, keptIds])
  const withdrawn = rows.map((row) => ({ ...rowToCar(tenantSlug, row), show_on_dealer_website: false }))
  const saved = await createStockRepository(tx).save(tenantSlug, withdrawn)
  return saved.updated
}
