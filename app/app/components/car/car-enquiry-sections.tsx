import type { EnquiryFormApi, LeadFormApi, TestDriveBookingApi } from "@dealer/core/forms"
import { EnquiryFormView, LeadFormView, TestDriveBookingView, useTenant } from "@dealer/react"
import type { CarEnquiryData, CarEnquiryFormData } from "../enquiry/car-enquiry-types.ts"
import { carEnquiryTitle } from "../enquiry/car-enquiry-title.ts"
import { staticFlow } from "../enquiry/static-flow.ts"
import { FormToken } from "../form-token.tsx"

// Each form's section shows only while its anchor (#enquire, …) is the target.
const ANCHORED_SECTIONS = ".car-enquiry__panel:not(:target){display:none}"

/** One form as the server rendered it, by the flow it runs on this tenant. */
function StaticForm({ form, testDriveLocation }: { readonly form: CarEnquiryFormData; readonly testDriveLocation: number | null }) {
  const { texts } = useTenant()
  switch (form.flow) {
    case "test-drive":
      return (
        <TestDriveBookingView booking={staticFlow<TestDriveBookingApi>(form.view)} action={form.action} location={testDriveLocation ?? ""}>
          <button type="submit" name="intent" value="times" className="button button--secondary" formNoValidate>
            {texts.testDriveShowTimesButton}
          </button>
        </TestDriveBookingView>
      )
    case "lead":
      return (
        <LeadFormView form={staticFlow<LeadFormApi>(form.view)} action={form.action}>
          <FormToken />
        </LeadFormView>
      )
    case "enquiry":
      return (
        <EnquiryFormView form={staticFlow<EnquiryFormApi>(form.view)} action={form.action}>
          <FormToken />
        </EnquiryFormView>
      )
  }
}

/**
 * The vehicle page's forms for a browser without JavaScript: each button's anchor (`#enquire`,
 * `#test-drive`, …) is a section holding a plain form that posts to the form's own page. Rendered
 * from the server's view of each form (no statechart runs here) inside `<noscript>`: a browser
 * running scripts never builds them and React does not hydrate them; the dialogs serve it instead.
 */
export function CarEnquirySections({ enquiry }: { readonly enquiry: CarEnquiryData }) {
  const { texts } = useTenant()
  const photos = enquiry.forms.some((form) => form.kind === "request-photos")
  return (
    <div className="car-enquiry">
      {photos ? (
        <p className="car-enquiry__links">
          <a href="#request-photos" className="button button--secondary">
            {texts.requestPhotosTitle}
          </a>
        </p>
      ) : null}
      <noscript>
        <style>{ANCHORED_SECTIONS}</style>
        {enquiry.forms.map((form) => (
          <section key={form.kind} id={form.kind} className="car-section car-enquiry__panel" aria-labelledby={`${form.kind}-title`}>
            <h2 id={`${form.kind}-title`}>{carEnquiryTitle(form.kind, texts)}</h2>
            <StaticForm form={form} testDriveLocation={enquiry.testDriveLocation} />
          </section>
        ))}
      </noscript>
    </div>
  )
}
