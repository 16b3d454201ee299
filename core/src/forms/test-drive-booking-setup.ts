import { enquiryFormInput, type EnquiryFormSetup } from "./enquiry-form-setup.ts"
import type { FormsSettings } from "./settings.ts"
import type { TestDriveBookingMachineInput, TestDriveBookingTexts } from "./test-drive-booking-machine.ts"

/**
 * The test drive booking machine's input: the enquiry form's layout and opening values with
 * Comments optional (section 5 of document 001) and no booking time chosen yet.
 *
 * @example
 * import { testDriveBookingInput, testDriveBookingMachine, testDrivePageSetup } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date("2025-03-01T00:00:00+10:00"))
 *
 * input.layout.messageRequired // => false
 * input.values.preferred_date_time // => undefined
 * createActor(testDriveBookingMachine, { input }).start().getSnapshot().value // => { form: "editing", availability: "idle" }
 */
export function testDriveBookingInput(
  setup: EnquiryFormSetup,
  settings: Pick<
    FormsSettings,
    "enquiry_message_required" | "opt_in_hidden" | "terms_required" | "dealership_select_removed"
  >,
  texts: TestDriveBookingTexts,
  now: Date
): TestDriveBookingMachineInput {
  const placement = { ...setup.placement, messageRequired: false }
  const { values, vehicle, layout, page } = enquiryFormInput({ ...setup, placement }, settings, texts)
  return { values, vehicle, layout, page, now, texts }
}
