import { searchListingView, stockQueryFromSearchParams } from "@dealer/core"
import { Result } from "effect"
import { data, Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { CarCard } from "../components/car-card.tsx"
import { requireTenant } from "../tenant.server.ts"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const url = new URL(request.url)
  const parsed = stockQueryFromSearchParams(url.searchParams)
  if (Result.isFailure(parsed)) {
    throw data({ title: tenant.texts.invalidSearch, message: parsed.failure.message }, { status: 400 })
  }
  const now = new Date()
  const result = await services.search.search({ tenant, now }, parsed.success)
  return searchListingView({ path: url.pathname, query: parsed.success, result, tenant, now })
}

export const meta: MetaFunction<typeof loader> = ({ data: view, matches }) => {
  const site = (matches[0]?.data as { site?: { name: string } } | undefined)?.site?.name
  return [{ title: [view?.title, site].filter(Boolean).join(" | ") }]
}

export default function SearchPage() {
  const view = useLoaderData<typeof loader>()
  const selectedSort = view.sort.options.find((option) => option.selected)?.value
  return (
    <main className="search">
      <h1>{view.title}</h1>
      <aside className="search__filters">
        <h2>{view.make.label}</h2>
        <ul className="facet">
          {view.make.options.map((option) => (
            <li key={option.label}>
              <Link to={option.href} className={option.selected ? "facet__option facet__option--selected" : "facet__option"}>
                {option.label} <span className="facet__count">({option.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <section className="search__results">
        <div className="search__toolbar">
          <p className="search__count">{view.countText}</p>
          <Form method="get" className="search__sort">
            {view.sort.keep.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <label>
              {view.sort.label}{" "}
              <select name="sortBy" defaultValue={selectedSort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
                {view.sort.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit">{view.sort.label}</button>
            </noscript>
          </Form>
        </div>
        {view.empty ? (
          <div className="empty-card">
            <h2>{view.empty.title}</h2>
            <p>{view.empty.message}</p>
            <Link to={view.empty.href} className="button">
              {view.empty.action}
            </Link>
          </div>
        ) : (
          <div className="card-grid">
            {view.cards.map((card) => (
              <CarCard key={card.id} card={card} />
            ))}
          </div>
        )}
        <nav className="pagination" aria-label={view.pagination.text}>
          {view.pagination.previous.href ? <Link to={view.pagination.previous.href}>{view.pagination.previous.label}</Link> : null}
          <span>{view.pagination.text}</span>
          {view.pagination.next.href ? <Link to={view.pagination.next.href}>{view.pagination.next.label}</Link> : null}
        </nav>
      </section>
    </main>
  )
}
