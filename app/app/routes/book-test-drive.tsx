import { autoSelectedOption, leadFormChoices, testDrivePageSetup } from "@dealer/core/forms"
import { pageTitle, type Tenant, browserText } from "@dealer/core"
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { TestDrivePanel } from "../components/enquiry/test-drive-panel.tsx"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postTestDriveForm } from "../server/lead-form-flows.server.ts"
import { pageFormOptions } from "../server/lead-form-pages.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

/** A test drive at a location the shopper picks (filled in when there is only one). */
function testDriveSetup(request: Request, tenant: Tenant) {
  const choices = leadFormChoices(tenant.locations)
  const only = autoSelectedOption(choices.locations)
  return testDrivePageSetup(pageFormOptions(request, tenant, { locationShown: true, location: only?.value ?? null }))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { tenant: pageTenant(tenant), setup: testDriveSetup(request, tenant), choices: leadFormChoices(tenant.locations) }
}

/** The booking posted without JavaScript: 'Show available times', or the booking itself. */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  return postTestDriveForm(post, testDriveSetup(args.request, post.tenant))
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle([data ? browserText(data.tenant, "testDrivePageTitle") : undefined], data?.tenant.name) }
]

export default function BookTestDrivePage() {
  const { tenant: sentTenant, setup, choices } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  return (
    <FormPage tenant={tenant} title={tenant.texts.testDrivePageTitle}>
      <TestDrivePanel
        setup={setup}
        action="/book-test-drive"
        served={served?.form ?? null}
        location={choices.locations[0]?.value ?? ""}
        locations={choices.locations}
        dealerships={choices.dealerships}
      />
    </FormPage>
  )
}
