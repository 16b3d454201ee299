import {
  emptyStockQuery,
  emptyStockResult,
  HOME_OVERVIEW_FACETS,
  homePageView,
  homeStockRequests,
  shownHomeSections,
  tenantTheme,
  type FacetName,
  type HomePageView,
  type StockQuery,
  type StockResult
} from "@dealer/core"
import { logProblem } from "../../server/safe-log.server.ts"
import { requireTenant } from "../../tenant.server.ts"

/**
 * The home page's view: the searches its stock sections and quick search need (the overview of
 * every car first, for the counts and the offer tags), then core's sections. A search that fails
 * leaves its section out rather than failing the page.
 */
export async function loadHomePage(request: Request): Promise<HomePageView> {
  const { tenant, services } = await requireTenant(request)
  const now = new Date()
  const search = (query: StockQuery, facets: ReadonlyArray<FacetName>): Promise<StockResult> =>
    services.search.search({ tenant, now }, query, { facets }).catch((error: unknown) => {
      logProblem("The home page's stock search", error)
      return emptyStockResult(1)
    })
  const sections = shownHomeSections(tenant.home.sections)
  const overview = await search(emptyStockQuery, HOME_OVERVIEW_FACETS)
  const requests = homeStockRequests(sections, overview.facets.tag.map((item) => item.value))
  const answers = await Promise.all(requests.map((request) => search(request.query, [])))
  const hits = Object.fromEntries(requests.map((request, index) => [request.key, answers[index]?.hits ?? []]))
  const themeHeroImage = tenantTheme(tenant).heroImage
  return homePageView({ tenant, sections, now, themeHeroImage, overview, hits })
}
