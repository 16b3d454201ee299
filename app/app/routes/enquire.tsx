import { autoSelectedOption, contactFormSetup, enquiryCategoryOptions, enquiryPageSteps, leadFormChoices } from "@dealer/core/forms"
import { pageTitle, type Tenant, browserText } from "@dealer/core"
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { MultiStepPanel } from "../components/enquiry/multi-step-panel.tsx"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postMultiStepEnquiry } from "../server/lead-form-flows.server.ts"
import { pageFormOptions } from "../server/lead-form-pages.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

/** The multi-step general enquiry: contact details, then the enquiry (docs/decisions/0018). */
function enquirySetup(request: Request, tenant: Tenant) {
  const choices = leadFormChoices(tenant.locations)
  const only = autoSelectedOption(choices.locations)
  const options = pageFormOptions(request, tenant, { locationShown: choices.locations.length > 0, location: only?.value ?? null })
  return { ...contactFormSetup(options), steps: enquiryPageSteps(tenant.texts), car: null }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant: pageTenant(tenant), setup: enquirySetup(request, tenant), choices: leadFormChoices(tenant.locations) }
}

/** One step posted without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  return postMultiStepEnquiry(post, enquirySetup(args.request, post.tenant))
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle([data ? browserText(data.tenant, "enquiryPageTitle") : undefined], data?.tenant.name) }
]

export default function EnquirePage() {
  const { tenant: sentTenant, setup, choices } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  return (
    <FormPage tenant={tenant} title={tenant.texts.enquiryPageTitle}>
      <MultiStepPanel
        // A new step from the server is a new form: the flow restarts on it.
        key={served?.form?.step?.number ?? 0}
        setup={setup}
        action="/enquire"
        served={served?.form ?? null}
        categories={enquiryCategoryOptions(tenant.forms)}
        locations={choices.locations}
        dealerships={choices.dealerships}
      />
    </FormPage>
  )
}
