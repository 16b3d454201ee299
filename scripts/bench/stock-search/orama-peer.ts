import { create, insertMultiple, search, type AnyOrama } from "@orama/orama"
import { PAGE_SIZE, type StockQuery } from "@dealer/core"
import type { EngineUnderTest } from "./bench-engine.ts"
import { MULTI_FACETS, peerDocuments, SINGLE_FACETS, type PeerDocument } from "./peer-documents.ts"

const SORT = {
  relevance: { property: "rank", order: "DESC" },
  latest: { property: "created", order: "DESC" },
  price_desc: { property: "price", order: "DESC" },
  price_asc: { property: "price", order: "ASC" }
} as const

const facets = Object.fromEntries([...SINGLE_FACETS, ...MULTI_FACETS].map((name) => [name, { limit: 1_000 }]))

function where(query: StockQuery): Record<string, unknown> {
  const clauses: Record<string, unknown> = {}
  for (const [name, values] of Object.entries(query.filters)) {
    if (values && values.length > 0)
      clauses[name] = MULTI_FACETS.includes(name as never) ? { containsAny: values } : { in: values }
  }
  const price = query.ranges.price
  if (price) clauses.price = { between: [price.min ?? Number.MIN_SAFE_INTEGER, price.max ?? Number.MAX_SAFE_INTEGER] }
  const { lat, lng, radiusKm } = query.location
  if (lat !== null && lng !== null)
    clauses.point = { radius: { coordinates: { lat, lon: lng }, value: radiusKm, unit: "km" } }
  return clauses
}

const record = (doc: PeerDocument) => ({
  ...doc.values,
  id: doc.id,
  price: doc.price,
  year: doc.year,
  km: doc.km,
  created: doc.created,
  rank: doc.rank,
  text: doc.text,
  ...(doc.point ? { point: doc.point } : {})
})

/** Orama 3 over the same documents: one search per query, its own facet counts (not disjunctive) and typo tolerance 1. */
export const oramaPeer: EngineUnderTest = {
  name: "Orama",
  notes:
    "visible cars only; one search per query with facet counts over all filters (not disjunctive); no numeric min/max",
  build: async (cars, scope) => {
    const schema: Record<string, string> = {
      id: "string",
      text: "string",
      price: "number",
      year: "number",
      km: "number",
      created: "number",
      rank: "number",
      point: "geopoint"
    }
    for (const name of SINGLE_FACETS) schema[name] = "enum"
    for (const name of MULTI_FACETS) schema[name] = "enum[]"
    const db: AnyOrama = create({ schema: schema as never })
    await insertMultiple(db, peerDocuments(cars, scope).map(record) as never, 2_000)
    return {
      run: async (query) => {
        const result = await search(db, {
          term: query.query,
          properties: ["text"],
          tolerance: 1,
          where: where(query) as never,
          facets: facets as never,
          sortBy: SORT[query.sortBy] as never,
          limit: PAGE_SIZE,
          offset: (query.page - 1) * PAGE_SIZE
        })
        return result.count
      }
    }
  }
}
