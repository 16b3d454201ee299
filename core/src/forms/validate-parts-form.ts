import { getYear } from "date-fns"
import type { Texts } from "../tenant/texts.ts"
import { emailFieldCheck, phoneFieldCheck, requiredFieldCheck } from "./contact-field-checks.ts"
import { isBlankInput } from "./contact-formats.ts"
import { formValidation, type FieldError, type FormValidation } from "./form-validation.ts"
import { PARTS_STEPS, type PartsField, type PartsForm, type PartsStep } from "./parts-form.ts"
import type { FormsSettings, PartsRequirableField } from "./settings.ts"

/** The earliest vehicle year the parts form takes. */
const FIRST_VEHICLE_YEAR = 1900

/** The validation messages of the parts form. */
export type PartsValidationTexts = Pick<
  Texts,
  | "formsErrorsHeading"
  | "formsNameRequired"
  | "formsEmailRequired"
  | "formsEmailInvalid"
  | "formsPhoneRequired"
  | "formsPhoneInvalid"
  | "formsLocationRequired"
  | "partsVehicleMakeRequired"
  | "partsVehicleModelRequired"
  | "partsVehicleYearRequired"
  | "partsVehicleYearInvalid"
  | "partsRegoRequired"
  | "partsVinRequired"
  | "partsPartNumberRequired"
  | "partsOrderDetailRequired"
>

/**
 * What the parts form's validation reads besides the values: the required fields, whether the
 * location shows, the time.
 */
export interface PartsValidationContext {
  readonly settings: Pick<FormsSettings, "parts_required_fields">
  readonly locationShown: boolean
  /** Bounds the vehicle year: next year's models are already on sale. */
  readonly now: Date
  readonly texts: PartsValidationTexts
}

const requiredMessage = (field: PartsRequirableField, texts: PartsValidationTexts): string =>
  ({
    "Vehicle Make": texts.partsVehicleMakeRequired,
    "Vehicle Model": texts.partsVehicleModelRequired,
    "Vehicle Year": texts.partsVehicleYearRequired,
    Rego: texts.partsRegoRequired,
    VIN: texts.partsVinRequired,
    "Part#": texts.partsPartNumberRequired,
    "Order Detail": texts.partsOrderDetailRequired
  })[field]

function optionalOrRequired(
  field: PartsRequirableField,
  values: PartsForm,
  context: PartsValidationContext
): FieldError<PartsField> | null {
  if (!context.settings.parts_required_fields.includes(field)) return null
  return requiredFieldCheck(field, values[field], requiredMessage(field, context.texts))
}

function yearCheck(values: PartsForm, context: PartsValidationContext): FieldError<PartsField> | null {
  const raw = values["Vehicle Year"]
  if (raw === null || raw === undefined || isBlankInput(raw)) return optionalOrRequired("Vehicle Year", values, context)
  const year = Number(raw.trim())
  const valid = /^\d{4}$/.test(raw.trim()) && year >= FIRST_VEHICLE_YEAR && year <= getYear(context.now) + 1
  return valid ? null : { field: "Vehicle Year", message: context.texts.partsVehicleYearInvalid }
}

function stepChecks(
  step: PartsStep,
  values: PartsForm,
  context: PartsValidationContext
): ReadonlyArray<FieldError<PartsField> | null> {
  const { texts } = context
  switch (step) {
    case "contact-details":
      return [
        requiredFieldCheck("name", values.name, texts.formsNameRequired),
        emailFieldCheck("email", values.email, texts),
        phoneFieldCheck("phone", values.phone, texts),
        context.locationShown
          ? requiredFieldCheck("location", values.location?.toString(), texts.formsLocationRequired)
          : null
      ]
    case "vehicle-details":
      return [
        optionalOrRequired("Vehicle Make", values, context),
        optionalOrRequired("Vehicle Model", values, context),
        yearCheck(values, context),
        optionalOrRequired("Rego", values, context),
        optionalOrRequired("VIN", values, context),
        optionalOrRequired("Part#", values, context)
      ]
    case "order-details":
      return [optionalOrRequired("Order Detail", values, context)]
  }
}

/**
 * Validates one step of the parts wizard (section 5 of document 001, "Parts form"): contact
 * details; then Vehicle Make, Model and Year (a 4-digit year up to next year); then Order Detail.
 * Which vehicle and order fields are required is the tenant's `parts_required_fields`.
 *
 * @example
 * import { partsInitialValues, validatePartsStep } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const context = { settings: tenant.forms, locationShown: false, now: new Date("2026-03-02T10:00:00+10:00"), texts: tenant.texts }
 * const values = partsInitialValues(null)
 *
 * validatePartsStep("order-details", { ...values, "Order Detail": "" }, context).summary?.messages
 * // => ["Please tell us which parts you need"]
 */
export function validatePartsStep(
  step: PartsStep,
  values: PartsForm,
  context: PartsValidationContext
): FormValidation<PartsField> {
  return formValidation(stepChecks(step, values, context), context.texts)
}

/**
 * Validates every step of the parts wizard at once, in step order.
 *
 * @example
 * import { partsInitialValues, validatePartsForm } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const context = { settings: tenant.forms, locationShown: false, now: new Date("2026-03-02T10:00:00+10:00"), texts: tenant.texts }
 * const values = { ...partsInitialValues(null), name: "Jo Citizen", email: "jo@example.com", phone: "0412345678",
 *   "Vehicle Make": "Toyota", "Vehicle Model": "Hilux", "Vehicle Year": "2022", "Order Detail": "Front brake pads" }
 *
 * validatePartsForm(values, context).valid // => true
 * validatePartsForm({ ...values, email: "jo@" }, context).valid // => false
 */
export function validatePartsForm(values: PartsForm, context: PartsValidationContext): FormValidation<PartsField> {
  return formValidation(
    PARTS_STEPS.flatMap((step) => stepChecks(step, values, context)),
    context.texts
  )
}
