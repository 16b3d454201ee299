import type { BrowserTenantData } from "@dealer/core"
import { tenantIsland } from "../tenant-island.tsx"
import type { CarEnquiryData } from "../enquiry/car-enquiry-types.ts"
import { carEnquiryTitle, type CarEnquiryTitleTexts } from "../enquiry/car-enquiry-title.ts"

// Each form's section shows only while its anchor (#enquire, …) is the target.
const ANCHORED_SECTIONS = ".car-enquiry__panel:not(:target){display:none}"

// Rendered only inside `<noscript>`, whose children a browser's React never renders: the server
// renders the forms' views, and the browser never fetches their code (nor the schemas it may use).
const StaticForm = tenantIsland(() =>
  import("./car-enquiry-static-form.tsx").then((module) => module.CarEnquiryStaticForm)
)

/**
 * The vehicle page's forms for a browser without JavaScript: each button's anchor (`#enquire`,
 * `#test-drive`, …) is a section holding a plain form that posts to the form's own page. Rendered
 * from the server's view of each form (no statechart runs here) inside `<noscript>`: a browser
 * running scripts never builds them and React does not hydrate them; the dialogs serve it instead.
 */
export function CarEnquirySections({
  tenant,
  texts,
  enquiry
}: {
  readonly tenant: BrowserTenantData
  readonly texts: CarEnquiryTitleTexts
  readonly enquiry: CarEnquiryData
}) {
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
            <StaticForm tenant={tenant} form={form} testDriveLocation={enquiry.testDriveLocation} />
          </section>
        ))}
      </noscript>
    </div>
  )
}
