import { financePagePath, pageTitle, type Tenant, browserText } from "@dealer/core"
import { FinanceCalculator, useFinanceCalculator } from "@dealer/react"
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import type { FinanceCalculatorCar } from "@dealer/core/finance"
import { EnquiryFormPanel } from "../components/enquiry/enquiry-form-panel.tsx"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postEnquiryForm } from "../server/lead-form-flows.server.ts"
import { financeEnquiryPage, financeLinkCar } from "../server/finance-enquiry-page.server.ts"
import type { Services } from "../services.server.ts"
import { gatedPageSession } from "../server/route-gate.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

/** The path this page serves (core's `financePagePath`), else the tenant's 404. */
function requireFinancePage(request: Request, tenant: Tenant) {
  const path = financePagePath(new URL(request.url).pathname, tenant.finance.finance_link)
  if (path === null) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  return path
}

/** The finance enquiry as the link's query opens it: car, budget, VIN, preferred dealership. */
async function financePage(request: Request, tenant: Tenant, services: Services) {
  return financeEnquiryPage(request, tenant, await financeLinkCar(request, tenant, services))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const path = requireFinancePage(request, tenant)
  // Signed-out visitors go to sign-in first where the tenant gates this page.
  await gatedPageSession(request, tenant, services)
  const url = new URL(request.url)
  return { tenant: pageTenant(tenant), action: `${path}${url.search}`, ...(await financePage(request, tenant, services)) }
}

/** The finance enquiry posted without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  requireFinancePage(args.request, post.tenant)
  const { setup } = await financePage(args.request, post.tenant, post.services)
  return postEnquiryForm(post, setup)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "financePageTitle") : undefined], page?.tenant.name) }
]

function Calculator({ car }: { readonly car: FinanceCalculatorCar | null }) {
  const calculator = useFinanceCalculator({ car }, { track: async () => {} })
  return <FinanceCalculator calculator={calculator} className="finance-calculator" />
}

/** The finance page: the calculator, then the finance enquiry form at #finance-form. */
export default function FinancePage() {
  const { tenant: sentTenant, setup, choices, calculatorCar, action: formAction } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  const { texts } = tenant
  return (
    <FormPage tenant={tenant} title={texts.financePageTitle}>
      <section id="finance-calculator" className="finance-page__calculator" aria-label={texts.financePageTitle}>
        <Calculator car={calculatorCar} />
      </section>
      <section id="finance-form" aria-labelledby="finance-form-title">
        <h2 id="finance-form-title">{texts.financeEnquiryTitle}</h2>
        <EnquiryFormPanel
          setup={setup}
          action={formAction}
          served={served?.form ?? null}
          dealerships={choices.dealerships}
        />
      </section>
    </FormPage>
  )
}
