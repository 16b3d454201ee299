import {
  carTitle,
  decodeTradeInProgress,
  fillText,
  TRADE_IN_CATEGORY,
  TRADE_IN_LOOKUP_SUBCATEGORY,
  tradeInEstimateFaq,
  tradeInPostedProgress,
  tradeInValuationInput,
  valuationInitialValues,
  type Car,
  type Tenant,
  pageTitle,
  browserText
} from "@dealer/core"
import {
  data,
  Link,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction
} from "react-router"
import { TradeInFaqs } from "../components/trade-in/trade-in-faqs.tsx"
import { TradeInValuationSection } from "../components/trade-in/trade-in-valuation-section.tsx"
import { formPage } from "../server/lead-form-pages.server.ts"
import { tradeInCar } from "../server/trade-in-car.server.ts"
import { tradeInStep } from "../server/trade-in-step.server.ts"
import { platformCookies, postedEntries } from "../server/wizard-step-action.server.ts"
import { gatedPageSession } from "../server/route-gate.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/lead-wizards.css"

/** The page a trade-in lead is sent from (with the car it is offered towards, if any). */
function tradeInPage(request: Request, tenant: Tenant, car: Car | null) {
  return { ...formPage(request, tenant, car), formCategory: TRADE_IN_CATEGORY, formSubcategory: TRADE_IN_LOOKUP_SUBCATEGORY }
}

/** /trade-in, /sell-your-car, /sell-my-car and /cars/trade-in?car_id={id}: one valuation page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  // Signed-out visitors go to sign-in first where the tenant gates this page.
  await gatedPageSession(request, tenant, services)
  const car = await tradeInCar(services, tenant, new URL(request.url))
  return {
    tenant: pageTenant(tenant),
    page: tradeInPage(request, tenant, car),
    car: car === null ? null : { title: carTitle(car), slug: car.slug },
    faqs: tradeInEstimateFaq(tenant.forms, tenant.texts)
  }
}

/** One screen posted without JavaScript: the server runs the same statechart and answers where it stands. */
export async function action(args: ActionFunctionArgs) {
  const { tenant, services } = await requireTenant(args.request)
  const car = await tradeInCar(services, tenant, new URL(args.request.url))
  const entries = await postedEntries(args.request, tenant.texts)
  const opening = valuationInitialValues(tenant.forms, null)
  const progress = tradeInPostedProgress(decodeTradeInProgress(entries.progress, opening), entries)
  const input = tradeInValuationInput(tenant, {
    values: progress.values,
    page: tradeInPage(args.request, tenant, car),
    locationShown: false,
    now: services.clock()
  })
  const step = await tradeInStep(args, tenant, input, progress)
  // The valuation and lead it started stay the browser's: their continuation cookie goes with the page.
  return data(step, { headers: platformCookies(args) })
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "tradeInPageTitle") : undefined], page?.tenant.name) }
]

export default function TradeInPage() {
  const { tenant: sentTenant, page, car, faqs } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const posted = useActionData<typeof action>() ?? null
  const { texts } = tenant
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="lead-wizard trade-in">
        <h1>{texts.tradeInPageTitle}</h1>
        {car ? (
          <p className="trade-in__car">
            <Link to={`/cars/${car.slug}`}>{fillText(texts.tradeInForCar, { car: car.title })}</Link>
          </p>
        ) : null}
        <TradeInValuationSection page={page} posted={posted} />
        <TradeInFaqs entries={faqs} />
      </main>
    </PageTenantProvider>
  )
}
