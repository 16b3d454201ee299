import type { Texts } from "../tenant/texts.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { fieldErrorFor, formValidation, type FormValidation } from "./form-validation.ts"
import { validateTestDriveForm, type TestDriveField, type TestDriveForm } from "./test-drive-form.ts"
import type { EnquiryValidationTexts } from "./validate-enquiry-form.ts"

/** The validation messages of the test drive booking form. */
export type TestDriveBookingValidationTexts = EnquiryValidationTexts &
  Pick<Texts, "testDriveDateTimeInvalid" | "testDriveDateTimePast" | "testDriveSlotNotOffered">

/**
 * Validates a test drive booking: the test drive form's rules, and a chosen date-time that must be
 * one of the times the dealership offered for that day (the availability lookup of document 000,
 * section 7). No date-time at all is still fine: the booking field is optional.
 *
 * @example
 * import { testDriveBookingInput, testDrivePageSetup, validateTestDriveBooking } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2025-03-01T10:00:00+10:00")
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { layout } = testDriveBookingInput(setup, tenant.forms, tenant.texts, now)
 * const values = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678", message: "" }
 *
 * validateTestDriveBooking({ ...values, preferred_date_time: "2025-03-04T09:15" }, ["2025-03-04T09:00"], layout, now, defaultTexts).summary?.messages
 * // => ["Please choose one of the available times"]
 */
export function validateTestDriveBooking(
  values: TestDriveForm,
  offeredSlots: ReadonlyArray<string>,
  layout: EnquiryFormLayout,
  now: Date,
  texts: TestDriveBookingValidationTexts
): FormValidation<TestDriveField> {
  const form = validateTestDriveForm(values, layout, now, texts)
  const chosen = values.preferred_date_time?.trim()
  const notOffered =
    chosen && !offeredSlots.includes(chosen) && fieldErrorFor(form, "preferred_date_time") === null
      ? { field: "preferred_date_time" as const, message: texts.testDriveSlotNotOffered }
      : null
  return formValidation([...form.fieldErrors, notOffered], texts)
}
