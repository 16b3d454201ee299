import * as Schema from "effect/Schema"
import { isBefore, isValid, parseISO } from "date-fns"
import type { Texts } from "../tenant/texts.ts"
import { Maybe } from "../shared/maybe.ts"
import { EnquiryForm, type EnquiryField } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { formValidation, type FieldError, type FormValidation } from "./form-validation.ts"
import { enquiryFieldChecks, type EnquiryValidationTexts } from "./validate-enquiry-form.ts"

/**
 * The test drive form (a dialog on the vehicle page): the enquiry fields plus an optional
 * booking date-time (ISO 8601). Its message is optional (section 5 of documents 000 and 001).
 *
 * @example
 * import { TestDriveForm } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678", preferred_date_time: "2026-06-06T10:00" }
 * decodeOrThrow(TestDriveForm, body, "test drive form").preferred_date_time // => "2026-06-06T10:00"
 */
export const TestDriveForm = /* @__PURE__ */ EnquiryForm.mapFields((fields) => ({
  ...fields,
  preferred_date_time: Maybe(Schema.String)
}))
export type TestDriveForm = typeof TestDriveForm.Type

/** A field of the test drive booking form: the enquiry's fields plus the preferred time. */
export type TestDriveField = EnquiryField | "preferred_date_time"

function dateTimeCheck(
  value: string | null | undefined,
  now: Date,
  texts: Pick<Texts, "testDriveDateTimeInvalid" | "testDriveDateTimePast">
): FieldError<TestDriveField> | null {
  if (value === null || value === undefined || value.trim() === "") return null
  const when = parseISO(value.trim())
  if (!isValid(when)) return { field: "preferred_date_time", message: texts.testDriveDateTimeInvalid }
  if (isBefore(when, now)) return { field: "preferred_date_time", message: texts.testDriveDateTimePast }
  return null
}

/**
 * Validates the test drive form: the enquiry rules with Comments never required, and a booking
 * date-time that may be left empty but, when given, must be a real moment not before `now`.
 *
 * @example
 * import { testDriveBookingInput, testDrivePageSetup, validateTestDriveForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { layout } = testDriveBookingInput(setup, tenant.forms, tenant.texts, now)
 * const values = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678", message: "" }
 *
 * validateTestDriveForm({ ...values, preferred_date_time: "2020-01-01T09:00" }, layout, now, defaultTexts).fieldErrors
 * // => [{ field: "preferred_date_time", message: "Please choose a date and time in the future" }]
 */
export function validateTestDriveForm(
  values: TestDriveForm,
  layout: EnquiryFormLayout,
  now: Date,
  texts: EnquiryValidationTexts & Pick<Texts, "testDriveDateTimeInvalid" | "testDriveDateTimePast">
): FormValidation<TestDriveField> {
  const checks = [
    ...enquiryFieldChecks(values, { ...layout, messageRequired: false }, texts),
    dateTimeCheck(values.preferred_date_time, now, texts)
  ]
  return formValidation(checks, texts)
}
