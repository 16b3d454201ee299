import { emptyStockQuery } from "@dealer/core"
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { loadSearchPage } from "../components/search/search-page-loader.server.ts"
import { SearchPage, searchMeta, searchPageClientLoader } from "../components/search/search-page.tsx"
import "../styles/search.css"

/** The offers page: the cars carrying one of the dealer's own tags ("Demo Special", "Drive Away"...). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadSearchPage(request, async ({ tenant, services, now }) => {
    const tagged = await services.search.search({ tenant, now }, emptyStockQuery, { facets: ["tag"] })
    return { kind: "offers", tags: tagged.facets.tag.map((item) => item.value) }
  })
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return searchPageClientLoader(() => serverLoader<typeof loader>())
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => searchMeta(data)

export default function SpecialOffersRoute() {
  return <SearchPage view={useLoaderData<typeof clientLoader>()} />
}
