import { carCard, pageTitle, browserText } from "@dealer/core"
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { requireDetailCarById } from "../components/car/car-page-data.server.ts"
import { EnquiryFormPanel } from "../components/enquiry/enquiry-form-panel.tsx"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { CarFinanceCalculator } from "../components/finance/car-finance-calculator.tsx"
import { FinanceCarSummary } from "../components/finance/finance-car-summary.tsx"
import { financeEnquiryPage } from "../server/finance-enquiry-page.server.ts"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postEnquiryForm } from "../server/lead-form-flows.server.ts"
import { gatedPageSession } from "../server/route-gate.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"
import "../styles/finance.css"

/**
 * One car's finance (`/personalised/finance?car_id=`): signed-out visitors go to sign-in first where
 * the tenant gates it; a missing or unknown car is the 404 page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  await gatedPageSession(request, tenant, services)
  const url = new URL(request.url)
  const car = await requireDetailCarById(services, tenant, url.searchParams.get("car_id"))
  return {
    tenant: pageTenant(tenant),
    action: `${url.pathname}${url.search}`,
    car: carCard(car, tenant, services.clock()),
    ...financeEnquiryPage(request, tenant, car)
  }
}

/** The finance enquiry about the car, posted without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  const car = await requireDetailCarById(post.services, post.tenant, new URL(args.request.url).searchParams.get("car_id"))
  return postEnquiryForm(post, financeEnquiryPage(args.request, post.tenant, car).setup)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "personalisedFinanceTitle") : undefined, page?.car.title], page?.tenant.name) },
  { name: "robots", content: "noindex" }
]

/** The car, the calculator pre-set from its price, and the finance enquiry about it at #finance-form. */
export default function PersonalisedFinancePage() {
  const { tenant: sentTenant, car, setup, choices, calculatorCar, action: formAction } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  const { texts } = tenant
  return (
    <FormPage tenant={tenant} title={texts.personalisedFinanceTitle} intro={texts.personalisedFinanceIntro}>
      <FinanceCarSummary car={car} />
      <section id="finance-calculator" className="finance-page__calculator" aria-labelledby="finance-calculator-title">
        <h2 id="finance-calculator-title">{texts.financePageTitle}</h2>
        <CarFinanceCalculator car={calculatorCar} />
      </section>
      <section id="finance-form" aria-labelledby="finance-form-title">
        <h2 id="finance-form-title">{texts.financeEnquiryTitle}</h2>
        <EnquiryFormPanel setup={setup} action={formAction} served={served?.form ?? null} dealerships={choices.dealerships} />
      </section>
    </FormPage>
  )
}
