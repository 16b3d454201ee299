import { emptyStockQuery, listingPrefixServed, searchModelScope, searchSegmentScope } from "@dealer/core"
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { loadSearchPage } from "../components/search/search-page-loader.server.ts"
import { SearchPage, searchMeta, searchPageClientLoader } from "../components/search/search-page.tsx"
import "../styles/search.css"

/**
 * `/search/{segment}` and `/search/{make}/{model}` (and the same under `/used-car/` where the
 * tenant's breadcrumbs use that prefix): core decides whether the segment is a condition
 * (`used-cars`), a dealership or location, or a make of the site's stock.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadSearchPage(request, async ({ tenant, services, now }) => {
    if (!listingPrefixServed(new URL(request.url).pathname, tenant.stock)) return null
    const segment = params["segment"] ?? ""
    const scope = searchSegmentScope(segment, {
      makes: await facetValues("make"),
      locations: tenant.locations,
      siteName: tenant.name
    })
    const model = params["model"]
    if (model === undefined || scope === null) return scope
    if (scope.kind !== "make") return null
    return searchModelScope(scope, model, await facetValues("model", scope.make))

    async function facetValues(facet: "make" | "model", make?: string) {
      const query = make ? { ...emptyStockQuery, filters: { make: [make] } } : emptyStockQuery
      const result = await services.search.search({ tenant, now }, query, { facets: [facet] })
      return result.facets[facet].map((item) => item.value)
    }
  })
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return searchPageClientLoader(() => serverLoader<typeof loader>())
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => searchMeta(data)

export default function SegmentSearchRoute() {
  return <SearchPage view={useLoaderData<typeof clientLoader>()} />
}
