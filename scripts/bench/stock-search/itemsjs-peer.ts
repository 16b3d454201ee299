import itemsjs from "itemsjs"
import { PAGE_SIZE } from "@dealer/core"
import type { EngineUnderTest } from "./bench-engine.ts"
import { documentPredicate, MULTI_FACETS, peerDocuments, SINGLE_FACETS, type PeerDocument } from "./peer-documents.ts"

interface Item {
  readonly [facet: string]: unknown
  readonly doc: PeerDocument
  _id?: number
}

const sortings = {
  relevance: { field: "rank", order: "desc" },
  latest: { field: "created", order: "desc" },
  price_desc: { field: "price", order: "desc" },
  price_asc: { field: "price", order: "asc" }
}

/**
 * itemsjs 2 over the same documents: its bitset facets count disjunctively; text, price range
 * and distance run as a filter over the items first (its full-text index takes about a minute to
 * build at 100,000 items, and has no typo tolerance).
 */
export const itemsjsPeer: EngineUnderTest = {
  name: "itemsjs",
  notes:
    "visible cars only; disjunctive facet counts; text/range/distance by a filter pass over the items; no numeric min/max",
  build: async (cars, scope) => {
    const items: Item[] = peerDocuments(cars, scope).map((doc) => ({
      ...doc.values,
      doc,
      price: doc.price,
      created: doc.created,
      rank: doc.rank
    }))
    const aggregations = Object.fromEntries(
      [...SINGLE_FACETS, ...MULTI_FACETS].map((name) => [name, { conjunction: false, size: 1_000 }])
    )
    const engine = itemsjs(items, { aggregations, sortings, native_search_enabled: false })
    return {
      run: async (query) => {
        const predicate = documentPredicate(query)
        const ids = predicate ? items.filter((item) => predicate(item.doc)).map((item) => item._id!) : undefined
        const result = engine.search({
          per_page: PAGE_SIZE,
          page: query.page,
          sort: query.sortBy,
          filters: query.filters as Readonly<Record<string, ReadonlyArray<string>>>,
          ...(ids ? { _ids: ids } : {})
        })
        return result.pagination.total
      }
    }
  }
}
