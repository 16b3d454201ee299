import { fillText, pageTitle, type Car, type Tenant, browserTenant } from "@dealer/core"
import { vehicleEnquiryFormOf } from "@dealer/core/forms"
import { data, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { CarEnquiryForm } from "../components/enquiry/car-enquiry-form.tsx"
import { carEnquiryTitle } from "../components/enquiry/car-enquiry-title.ts"
import { FormPage } from "../components/enquiry/form-page.tsx"
import { requireDetailCar } from "../components/car/car-page-data.server.ts"
import { carEnquiryData } from "../server/car-enquiry-forms.server.ts"
import { readLeadFormPost } from "../server/lead-form-action.server.ts"
import { postEnquiryForm, postLeadForm, postTestDriveForm } from "../server/lead-form-flows.server.ts"
import type { Services } from "../services.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant } from "../components/page-tenant.tsx"
import "../styles/enquiry.css"

/** The vehicle page's form named by the URL, or 404 when this car does not offer it. */
async function carForm(request: Request, tenant: Tenant, services: Services, slug: string | undefined, name: string | undefined) {
  const car: Car = await requireDetailCar(services, tenant, slug)
  const enquiry = carEnquiryData(request, tenant, car, services.clock())
  const kind = vehicleEnquiryFormOf(name)
  const form = enquiry.forms.find((candidate) => candidate.kind === kind)
  if (!form) throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  return { car, enquiry, form }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const { enquiry, form } = await carForm(request, tenant, services, params.slug, params.form)
  return { tenant: pageTenant(tenant), carName: enquiry.carName, carPath: form.action.replace(/\/enquire\/[^/]+$/, ""), form, testDriveLocation: enquiry.testDriveLocation }
}

/**
 * A vehicle page's form posted without JavaScript (from the page's anchored section or from this
 * page): stored and off to /success, or this page again with core's messages.
 */
export async function action(args: ActionFunctionArgs) {
  const post = await readLeadFormPost(args)
  const { form } = await carForm(args.request, post.tenant, post.services, args.params.slug, args.params.form)
  switch (form.flow) {
    case "test-drive":
      return postTestDriveForm(post, form.setup)
    case "lead":
      return postLeadForm(post, form.setup)
    case "enquiry":
      return postEnquiryForm(post, form.setup)
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: pageTitle([carEnquiryTitle(page.form.kind, browserTenant(page.tenant).texts)], page.carName) }, { name: "robots", content: "noindex" }] : []

/** A vehicle page's form on a page of its own: where its no-script post answers. */
export default function CarEnquiryPage() {
  const { tenant: sentTenant, carName, carPath, form, testDriveLocation } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  const served = useActionData<typeof action>()
  const { texts } = tenant
  return (
    <FormPage tenant={tenant} title={carEnquiryTitle(form.kind, texts)} intro={fillText(texts.carEnquiryAbout, { car: carName })}>
      <CarEnquiryForm
        kind={form.kind}
        flow={form.flow}
        action={form.action}
        setup={form.setup}
        testDriveLocation={testDriveLocation}
        served={served?.form ?? null}
      />
      <p>
        <Link to={carPath}>{fillText(texts.carEnquiryBackToCar, { car: carName })}</Link>
      </p>
    </FormPage>
  )
}
