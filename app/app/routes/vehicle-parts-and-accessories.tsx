import {
  decodePartsProgress,
  leadSuccessPath,
  PARTS_ENQUIRY_CATEGORY,
  partsInitialValues,
  partsPostedProgress,
  POSTED_BACK_INTENT,
  type Tenant,
  pageTitle,
  browserText
} from "@dealer/core"
import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction
} from "react-router"
import { PartsOrderSection } from "../components/parts/parts-order-section.tsx"
import { formPage } from "../server/lead-form-pages.server.ts"
import { partsStep } from "../server/parts-step.server.ts"
import { platformCookies, postedEntries } from "../server/wizard-step-action.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
import "../styles/lead-wizards.css"

/** The page a parts order is sent from; its category is the wizard's own (Parts Enquiry). */
const partsPage = (request: Request, tenant: Tenant) => ({
  ...formPage(request, tenant, null),
  formCategory: null,
  formSubcategory: null
})

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return {
    tenant: pageTenant(tenant),
    page: partsPage(request, tenant),
    successPath: leadSuccessPath({ category: PARTS_ENQUIRY_CATEGORY })
  }
}

/** One step posted without JavaScript: the server runs the same statechart; the last step goes to the success page. */
export async function action(args: ActionFunctionArgs) {
  const { tenant, services } = await requireTenant(args.request)
  const entries = await postedEntries(args.request, tenant.texts)
  const progress = partsPostedProgress(decodePartsProgress(entries.progress, partsInitialValues(null)), entries)
  const input = {
    values: progress.values,
    page: partsPage(args.request, tenant),
    settings: tenant.forms,
    locationShown: false,
    now: services.clock(),
    texts: tenant.texts
  }
  const step = await partsStep(args, tenant, input, progress, entries.intent === POSTED_BACK_INTENT ? "back" : "next")
  // The lead the first step started stays the browser's: its continuation cookie goes with the page.
  const headers = platformCookies(args)
  if (step.redirectTo !== null) throw redirect(leadSuccessPath({ category: PARTS_ENQUIRY_CATEGORY }), { status: 303, headers })
  return data({ progress: step.progress, feedback: step.feedback }, { headers })
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.tenant, "partsPageTitle") : undefined], page?.tenant.name) }
]

export default function VehiclePartsAndAccessoriesPage() {
  const { tenant: sentTenant, page, successPath } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const posted = useActionData<typeof action>() ?? null
  return (
    <PageTenantProvider tenant={tenant}>
      <main className="lead-wizard parts">
        <h1>{tenant.texts.partsPageTitle}</h1>
        <PartsOrderSection page={page} successPath={successPath} posted={posted} />
      </main>
    </PageTenantProvider>
  )
}
