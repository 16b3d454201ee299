import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { loadSearchPage } from "../components/search/search-page-loader.server.ts"
import { SearchPage, searchMeta, searchPageClientLoader } from "../components/search/search-page.tsx"
import "../styles/search.css"

/** The default stock search: every car the site lists, with the brand grid under the results. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadSearchPage(request, async () => ({ kind: "all" }), { brandGrid: true })
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return searchPageClientLoader(() => serverLoader<typeof loader>())
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => searchMeta(data)

export default function DefaultSearchRoute() {
  return <SearchPage view={useLoaderData<typeof clientLoader>()} />
}
