import { carComparison, COMPARE_MIN_CARS, compareCarIds, SITE_PATHS, pageTitle, browserText } from "@dealer/core"
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { requireTenant } from "../tenant.server.ts"
import { pageTexts } from "../server/page-tenant.server.ts"
import { usePageTexts } from "../components/page-tenant.tsx"
import "../styles/saved.css"

/** `/compare?car=12&car=15`: two to four cars side by side; fewer asks the shopper to choose. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const ids = compareCarIds(new URL(request.url).searchParams.getAll("car"))
  const cars = (await Promise.all(ids.map((id) => services.stock.findById(tenant.slug, id)))).filter((car) => car !== null)
  return {
    texts: pageTexts(tenant),
    siteName: tenant.name,
    comparison: cars.length >= COMPARE_MIN_CARS ? carComparison(cars, tenant) : null
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.texts, "compareTitle") : undefined], page?.siteName) }
]

export default function ComparePage() {
  const { texts: sentTexts, comparison } = useLoaderData<typeof loader>()
  const texts = usePageTexts(sentTexts)
  return (
    <main className="saved">
      <h1>{texts.compareTitle}</h1>
      {comparison === null ? (
        <p className="saved__empty">
          {texts.compareNeedsCars} <Link to={SITE_PATHS.favourites}>{texts.savedFavouritesTitle}</Link>
        </p>
      ) : (
        <div className="compare__scroller" role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className="compare">
            <caption id="compare-caption" className="visually-hidden">
              {texts.compareTitle}
            </caption>
            <thead>
              <tr>
                <th scope="col">{texts.compareFeature}</th>
                {comparison.columns.map((column) => (
                  <th scope="col" key={column.id}>
                    {column.imageUrl && (
                      <img src={column.imageUrl} alt="" width={240} height={150} className="compare__image" loading="lazy" />
                    )}
                    <Link to={column.href}>{column.title}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={comparison.columns[index]?.id ?? index}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
