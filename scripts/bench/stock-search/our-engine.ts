import { createStockSearchEngine } from "@dealer/search"
import type { EngineUnderTest } from "./bench-engine.ts"

/** `@dealer/search`, built from the stock as the app builds it, counting every facet and range. */
export const ourEngine: EngineUnderTest = {
  name: "@dealer/search",
  notes: "visibility per query, disjunctive counts of all 24 facets and 6 numeric ranges, typo-tolerant text",
  build: async (cars, scope) => {
    const engine = createStockSearchEngine({ listByTenant: async () => cars })
    await engine.load(scope.tenant.slug)
    return { run: async (query) => (await engine.search(scope, query)).total }
  }
}
