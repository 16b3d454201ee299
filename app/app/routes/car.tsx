import { carDetailView, hasDetailPage } from "@dealer/core"
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { Price } from "../components/price.tsx"
import { requireTenant } from "../tenant.server.ts"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const car = params.slug ? await services.stock.findBySlug(tenant.slug, params.slug) : null
  if (!car || !hasDetailPage(car)) {
    throw data({ title: tenant.texts.carNotFoundTitle, message: tenant.texts.carNotFoundBody }, { status: 404 })
  }
  return { car: carDetailView(car, tenant, new Date()), searchHref: "/search/new-used-and-demo-cars", home: tenant.texts.home }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.car.title ?? "" }]

export default function CarPage() {
  const { car, searchHref, home } = useLoaderData<typeof loader>()
  const [hero, ...rest] = car.images
  return (
    <main className="car-page">
      <nav className="breadcrumbs">
        <Link to={searchHref}>{home}</Link> / <span>{car.title}</span>
      </nav>
      <div className="car-page__layout">
        <section className="car-page__gallery">
          {hero ? <img src={hero.url} alt={car.title} width={960} height={600} /> : null}
          {rest.length > 0 ? (
            <ul className="car-page__thumbs">
              {rest.map((image) => (
                <li key={image.url}>
                  <img src={image.thumbUrl} alt="" width={160} height={100} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <aside className="car-page__sidebar">
          {car.tag ? <span className={`car-card__tag car-card__tag--${car.tag.kind}`}>{car.tag.text}</span> : null}
          <h1>{car.title}</h1>
          <Price price={car.price} />
          <ul className="car-card__chips">
            {car.chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
          {car.location ? <p className="car-page__location">{car.location}</p> : null}
          {car.soldNotice ? (
            <p className="car-page__sold" role="status">
              {car.soldNotice}
            </p>
          ) : null}
        </aside>
      </div>
      <section className="car-page__comments">
        <h2>{car.dealerComments.title}</h2>
        <p className={car.dealerComments.pending ? "muted" : undefined}>{car.dealerComments.text}</p>
      </section>
    </main>
  )
}
