import type { EnquiryFormSetup } from "./enquiry-form-setup.ts"
import type { LeadForm } from "./lead-form.ts"
import type { LeadFormMachineInput, LeadFormTexts } from "./lead-form-machine.ts"
import type { StoredUserDetails } from "./stored-user-details.ts"

/**
 * The lead form's opening values: the shopper's stored details when there are some, an empty
 * honeypot and no trade-in answer (the shopper must choose one).
 *
 * @example
 * import { leadFormInitialValues } from "@dealer/core/forms"
 *
 * leadFormInitialValues({ name: "Jo", postcode: "4305" }).postcode // => "4305"
 */
export function leadFormInitialValues(stored: StoredUserDetails | null): LeadForm {
  return {
    name: stored?.name ?? "",
    last_name: stored?.last_name ?? "",
    postcode: stored?.postcode ?? "",
    phone: stored?.phone ?? "",
    email: stored?.email ?? "",
    website: "",
    has_trade_in: null
  }
}

/**
 * The lead form machine's input for a form setup: the same setup an enquiry form takes (the page,
 * its category, the car), so a lead form stands wherever an enquiry form would.
 *
 * @example
 * import { leadFormInput, leadFormMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const input = leadFormInput({ page: exampleLeadPage(), stored: null, vehicle: null }, tenant.texts)
 *
 * createActor(leadFormMachine, { input }).start().getSnapshot().context.values.name // => ""
 */
export function leadFormInput(
  setup: Pick<EnquiryFormSetup, "page" | "stored" | "vehicle">,
  texts: LeadFormTexts
): LeadFormMachineInput {
  return { values: leadFormInitialValues(setup.stored), vehicle: setup.vehicle, page: setup.page, texts }
}
