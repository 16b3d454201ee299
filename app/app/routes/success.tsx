import { carTitle, pageTitle } from "@dealer/core"
import { leadSuccessSummary, leadSuccessView } from "@dealer/core/forms"
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const summary = leadSuccessSummary(Object.fromEntries(new URL(request.url).searchParams))
  const car = summary?.carId ? await services.stock.findById(tenant.slug, summary.carId) : null
  const location = tenant.locations.find((candidate) => candidate.id === summary?.locationId) ?? null
  return { tenant: pageTenant(tenant), view: leadSuccessView(summary, car ? carTitle(car) : null, tenant.texts, location) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle([data?.view.title], data?.tenant.name) },
  { name: "robots", content: "noindex" }
]

/** After a lead: what was sent and what happens next (section 2 of document 001). */
export default function SuccessPage() {
  const { tenant: sentTenant, view } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  return (
    <FormPage tenant={tenant} title={view.title} className="form-page lead-success">
      {view.sent.length > 0 ? (
        <section aria-labelledby="lead-success-sent">
          <h2 id="lead-success-sent">{view.sentHeading}</h2>
          <dl>
            {view.sent.map((line) => (
              <div key={line.label} style={{ display: "contents" }}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="lead-success-next">
        <h2 id="lead-success-next">{view.nextHeading}</h2>
        <p>{view.next}</p>
      </section>
      <p>
        <Link to="/">{tenant.texts.leadSuccessBackHome}</Link>
      </p>
    </FormPage>
  )
}
