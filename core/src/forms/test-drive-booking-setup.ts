import { enquiryFormInput, type EnquiryFormSetup } from "./enquiry-form-setup.ts"
import type { FormsSettings } from "./settings.ts"
import type { TestDriveBookingMachineInput, TestDriveBookingTexts } from "./test-drive-booking-machine.ts"

/**
 * The test drive booking machine's input: the enquiry form's layout and opening values with
 * Comments optional (section 5 of document 001) and no booking time chosen yet.
 *
 * @example
 * import { testDriveBookingInput, testDriveBookingMachine } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor, setup } from "xstate"
 *
 * const tenant = exampleTenant()
 *
 * createActor(testDriveBookingMachine, { input: testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date()) })
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
