import { carDetailView, carPageMeta, fillText } from "@dealer/core"
import { carDealerPhone } from "@dealer/core/platform"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { requireDetailCarById } from "../components/car/car-page-data.server.ts"
import { PrintButton } from "../components/car/print-button.tsx"
import { Price } from "../components/price.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/car.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const url = new URL(request.url)
  const car = await requireDetailCarById(services, tenant, url.searchParams.get("car_id"))
  const meta = carPageMeta(car, tenant, url.origin)
  return {
    view: carDetailView(car, tenant, new Date()),
    meta,
    dealer: { name: tenant.name, phone: carDealerPhone(car, tenant.locations) },
    texts: {
      print: tenant.texts.pdfPrintButton,
      keyInformation: tenant.texts.carPageKeyInformation,
      specifications: tenant.texts.carPageSpecifications,
      features: tenant.texts.carPageFeatures,
      disclaimer: tenant.texts.carPageDisclaimer,
      printedFrom: fillText(tenant.texts.carPagePrintedFrom, { url: meta.canonicalUrl })
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "robots", content: "noindex" },
        { tagName: "link", rel: "canonical", href: data.meta.canonicalUrl }
      ]
    : []

/** The printable vehicle page: the listing on one sheet, every list expanded, no interactive parts. */
export default function PrintPage() {
  const { view, meta, dealer, texts } = useLoaderData<typeof loader>()
  const hero = view.images[0]
  return (
    <main className="print-page">
      <header className="print-page__header">
        <h1>{view.title}</h1>
        <Price price={view.price} />
        <PrintButton label={texts.print} />
      </header>
      {view.soldNotice ? <p className="car-page__sold">{view.soldNotice}</p> : null}
      {hero ? <img className="print-page__photo" src={hero.url} alt={view.title} width={960} height={600} /> : null}
      <ul className="car-card__chips print-page__chips">
        {view.chips.map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      <section>
        <h2>{texts.keyInformation}</h2>
        <dl className="key-information">
          {view.keyInformation.all.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {view.caravanSpecifications.length > 0 ? (
        <section>
          <h2>{texts.specifications}</h2>
          <dl className="key-information">
            {view.caravanSpecifications.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section>
        <h2>{view.dealerComments.title}</h2>
        <p className="print-page__comments">{view.dealerComments.text}</p>
      </section>
      {view.features.all.length > 0 ? (
        <section>
          <h2>{texts.features}</h2>
          <ul className="features">
            {view.features.all.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="print-page__footer">
        <p>
          <strong>{dealer.name}</strong>
          {view.locationAddress ? ` · ${view.locationAddress}` : null}
          {dealer.phone ? ` · ${dealer.phone}` : null}
        </p>
        <p className="muted">{texts.disclaimer}</p>
        <p className="muted">{texts.printedFrom}</p>
      </footer>
    </main>
  )
}
