import { autoSelectedOption, contactFormSetup, enquiryCategoryOptions, leadFormChoices } from "@dealer/core/forms"
import { pageTitle, type Tenant, browserText } from "@dealer/core"
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { EnquiryFormPanel } from "../components/enquiry/enquiry-form-panel.tsx"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postEnquiryForm } from "../server/lead-form-flows.server.ts"
import { pageFormOptions } from "../server/lead-form-pages.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

/** The general enquiry: category select, location select when there are several locations. */
function contactSetup(request: Request, tenant: Tenant) {
  const choices = leadFormChoices(tenant.locations)
  const only = autoSelectedOption(choices.locations)
  return contactFormSetup(
    pageFormOptions(request, tenant, { locationShown: choices.locations.length > 0, location: only?.value ?? null })
  )
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant: pageTenant(tenant), setup: contactSetup(request, tenant), choices: leadFormChoices(tenant.locations) }
}

/** The contact form posted without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  return postEnquiryForm(post, contactSetup(args.request, post.tenant))
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle([data ? browserText(data.tenant, "contactPageTitle") : undefined], data?.tenant.name) }
]

export default function ContactPage() {
  const { tenant: sentTenant, setup, choices } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  return (
    <FormPage tenant={tenant} title={tenant.texts.contactPageTitle} intro={tenant.texts.contactPageIntro}>
      <EnquiryFormPanel
        setup={setup}
        action="/contact"
        served={served?.form ?? null}
        categories={enquiryCategoryOptions(tenant.forms)}
        locations={choices.locations}
        dealerships={choices.dealerships}
      />
    </FormPage>
  )
}
