import { brandGrid, emptyStockQuery, type BrandGridView, type SearchScope, type StockSearch } from "@dealer/core"
import { SearchUnavailable } from "../../server/guarded-search.server.ts"

/**
 * The brand grid of the site's whole stock: every make's count, then each vehicle kind's makes
 * (one facet-only search per kind), grouped by core. `null` when the search is unavailable: the
 * grid is an extra below the results and never fails the page.
 */
export async function loadBrandGrid(search: StockSearch, scope: SearchScope): Promise<BrandGridView | null> {
  try {
    const overview = await search.search(scope, emptyStockQuery, { facets: ["make", "item_type"] })
    const kinds = await Promise.all(
      overview.facets.item_type.map(async (item) => {
        const query = { ...emptyStockQuery, filters: { item_type: [item.value] } }
        const result = await search.search(scope, query, { facets: ["make"] })
        return { kind: item.value, makes: result.facets.make }
      })
    )
    return brandGrid(overview.facets.make, kinds, scope.tenant.texts)
  } catch (error) {
    if (error instanceof SearchUnavailable) return null
    throw error
  }
}
