import fc from "fast-check"
import type { EnquiryField, EnquiryForm } from "../forms/enquiry-form.ts"
import type { EnquiryFormLayout } from "../forms/enquiry-form-layout.ts"

const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`))

/**
 * Australian mobile numbers as people type them: 0412345678, 0412 345 678, +61 412 345 678,
 * +61412345678, 61412345678.
 *
 * @example
 * import fc from "fast-check"
 * import { isAustralianMobile } from "@dealer/core/forms"
 * import { australianMobileArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(australianMobileArbitrary, (phone) => isAustralianMobile(phone)))
 */
export const australianMobileArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc
  .tuple(digits(8), fc.constantFrom("plain", "spaced", "international", "compact", "bare"))
  .map(([rest, style]) => {
    const [a, b] = [rest.slice(0, 2), rest.slice(2, 5)]
    const c = rest.slice(5)
    switch (style) {
      case "plain":
        return `04${rest}`
      case "spaced":
        return `04${a} ${b} ${c}`
      case "international":
        return `+61 4${a} ${b} ${c}`
      case "compact":
        return `+614${rest}`
      case "bare":
        return `614${rest}`
    }
  })

/**
 * Australian landline, 1300, 1800 and 13 numbers: (07) 3210 1234, 02 9876 5432, +61 3 9000 0000,
 * 1300 123 456, 131234.
 *
 * @example
 * import fc from "fast-check"
 * import { isAustralianPhone } from "@dealer/core/forms"
 * import { australianLandlineArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(australianLandlineArbitrary, (phone) => isAustralianPhone(phone)))
 */
export const australianLandlineArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc
    .tuple(fc.constantFrom("2", "3", "7", "8"), digits(8), fc.constantFrom("brackets", "spaced", "international"))
    .map(([area, rest, style]) => {
      const grouped = `${rest.slice(0, 4)} ${rest.slice(4)}`
      if (style === "brackets") return `(0${area}) ${grouped}`
      return style === "spaced" ? `0${area} ${grouped}` : `+61 ${area} ${grouped}`
    }),
  /* @__PURE__ */ fc.tuple(fc.constantFrom("1300", "1800"), digits(6)).map(([prefix, rest]) => `${prefix} ${rest}`),
  /* @__PURE__ */ digits(4).map((rest) => `13${rest}`)
)

/**
 * Any Australian phone number a contact form accepts.
 *
 * @example
 * import fc from "fast-check"
 * import { australianPhoneArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(australianPhoneArbitrary, 3)
 */
export const australianPhoneArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc.oneof(
  australianMobileArbitrary,
  australianLandlineArbitrary
)

/**
 * Inputs that are no Australian phone number: too short, wrong area codes, wrong lengths, words.
 *
 * @example
 * import fc from "fast-check"
 * import { isAustralianPhone } from "@dealer/core/forms"
 * import { invalidAustralianPhoneArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(invalidAustralianPhoneArbitrary, (phone) => !isAustralianPhone(phone)))
 */
export const invalidAustralianPhoneArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.stringMatching(/^\d{1,5}$/),
  /* @__PURE__ */ fc.tuple(fc.constantFrom("0", "1", "6", "9"), digits(8)).map(([area, rest]) => `0${area}${rest}`),
  /* @__PURE__ */ digits(7).map((rest) => `04${rest}`),
  /* @__PURE__ */ digits(9).map((rest) => `04${rest}`),
  /* @__PURE__ */ fc.stringMatching(/^[a-z]{1,12}$/)
)

/**
 * Valid 4-digit postcodes, including those with leading zeros (0800 Darwin).
 *
 * @example
 * import fc from "fast-check"
 * import { isFourDigitPostcode } from "@dealer/core/forms"
 * import { fourDigitPostcodeArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(fourDigitPostcodeArbitrary, (postcode) => isFourDigitPostcode(postcode)))
 */
export const fourDigitPostcodeArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ digits(4)

/**
 * Postcode inputs that must be refused: empty, too short, too long, or with letters.
 *
 * @example
 * import fc from "fast-check"
 * import { isFourDigitPostcode } from "@dealer/core/forms"
 * import { invalidPostcodeInputArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(invalidPostcodeInputArbitrary, (input) => !isFourDigitPostcode(input)))
 */
export const invalidPostcodeInputArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.constant(""),
  /* @__PURE__ */ fc.stringMatching(/^\d{1,3}$/),
  /* @__PURE__ */ fc.stringMatching(/^\d{5,8}$/),
  /* @__PURE__ */ fc.stringMatching(/^\d{0,3}[a-zA-Z]\w{0,3}$/)
)

/**
 * Plausible email addresses: a simple local part, dotted domain labels, a 2 to 6 letter ending.
 *
 * @example
 * import fc from "fast-check"
 * import { emailAddressArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(emailAddressArbitrary, 1)[0]?.includes("@") // => true
 */
export const emailAddressArbitrary: fc.Arbitrary<string> = /* @__PURE__ */ fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
    fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/)
  )
  .map(([local, labels, ending]) => `${local}@${labels.join(".")}.${ending}`)

/**
 * Enquiry form layouts: every combination of required and shown inputs.
 *
 * @example
 * import fc from "fast-check"
 * import { enquiryFormLayoutArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(enquiryFormLayoutArbitrary, (layout) => typeof layout.messageRequired === "boolean"))
 */
export const enquiryFormLayoutArbitrary: fc.Arbitrary<EnquiryFormLayout> = /* @__PURE__ */ fc.record({
  messageRequired: /* @__PURE__ */ fc.boolean(),
  categoryShown: /* @__PURE__ */ fc.boolean(),
  locationShown: /* @__PURE__ */ fc.boolean(),
  dealershipShown: /* @__PURE__ */ fc.boolean(),
  optInShown: /* @__PURE__ */ fc.boolean(),
  termsRequired: /* @__PURE__ */ fc.boolean()
})

const filledText = /* @__PURE__ */ fc.stringMatching(/^[A-Za-z][A-Za-z ,.'-]{0,30}$/)

/** Every enquiry field filled in validly, and whether each optional one is kept. */
const completeEnquiry = /* @__PURE__ */ fc.record({
  values: /* @__PURE__ */ fc.record({
    name: filledText,
    email: emailAddressArbitrary,
    phone: australianPhoneArbitrary,
    message: filledText,
    category: /* @__PURE__ */ fc.constantFrom("General Enquiry", "Careers Enquiry", "Service", "Parts"),
    Rego: /* @__PURE__ */ fc.stringMatching(/^[A-Z0-9]{1,7}$/),
    location: /* @__PURE__ */ fc.integer({ min: 1, max: 500 }),
    dealership_slug: /* @__PURE__ */ fc.stringMatching(/^[a-z]+(-[a-z]+){0,2}$/),
    opt_in: /* @__PURE__ */ fc.boolean(),
    terms_conditions: /* @__PURE__ */ fc.boolean()
  }),
  kept: /* @__PURE__ */ fc.record({
    message: /* @__PURE__ */ fc.boolean(),
    category: /* @__PURE__ */ fc.boolean(),
    Rego: /* @__PURE__ */ fc.boolean(),
    location: /* @__PURE__ */ fc.boolean(),
    dealership_slug: /* @__PURE__ */ fc.boolean()
  })
})

/**
 * Enquiry form values that satisfy a layout: every required input filled in validly, optional
 * inputs sometimes left out.
 *
 * @example
 * import fc from "fast-check"
 * import { validateEnquiryForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { enquiryFormArbitrary, enquiryFormLayoutArbitrary } from "@dealer/core/testing"
 *
 * const layout = fc.sample(enquiryFormLayoutArbitrary, { numRuns: 1, seed: 1 })[0]!
 * fc.assert(fc.property(enquiryFormArbitrary(layout), (values) => validateEnquiryForm(values, layout, defaultTexts).valid))
 */
export function enquiryFormArbitrary(layout: EnquiryFormLayout): fc.Arbitrary<EnquiryForm> {
  return completeEnquiry.map(({ values, kept }) => {
    const keep = (required: boolean, field: keyof typeof kept) => required || kept[field]
    return {
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...(keep(layout.messageRequired, "message") ? { message: values.message } : {}),
      ...(keep(layout.categoryShown, "category") ? { category: values.category } : {}),
      ...(kept.Rego ? { Rego: values.Rego } : {}),
      ...(keep(layout.locationShown, "location") ? { location: values.location } : {}),
      ...(keep(layout.dealershipShown, "dealership_slug") ? { dealership_slug: values.dealership_slug } : {}),
      opt_in: values.opt_in,
      terms_conditions: layout.termsRequired || values.terms_conditions
    }
  })
}

/** The fields a layout requires. */
export function requiredEnquiryFields(layout: EnquiryFormLayout): ReadonlyArray<EnquiryField> {
  return [
    "name",
    "email",
    "phone",
    ...(layout.messageRequired ? (["message"] as const) : []),
    ...(layout.categoryShown ? (["category"] as const) : []),
    ...(layout.locationShown ? (["location"] as const) : []),
    ...(layout.dealershipShown ? (["dealership_slug"] as const) : []),
    ...(layout.termsRequired ? (["terms_conditions"] as const) : [])
  ]
}

function withoutField(values: EnquiryForm, field: EnquiryField, blank: "empty" | "spaces" | "missing"): EnquiryForm {
  if (field === "name" || field === "email" || field === "phone") {
    return { ...values, [field]: blank === "spaces" ? "   " : "" }
  }
  if (field === "terms_conditions") return { ...values, terms_conditions: false }
  const { [field]: _removed, ...rest } = values
  if (blank === "missing") return rest
  return field === "location" ? { ...rest, location: null } : { ...rest, [field]: blank === "spaces" ? "  " : "" }
}

/**
 * Enquiry form values valid for a layout except one required field, which is blank, whitespace or
 * missing; `field` names it.
 *
 * @example
 * import fc from "fast-check"
 * import { validateEnquiryForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { enquiryFormLayoutArbitrary, invalidEnquiryFormArbitrary } from "@dealer/core/testing"
 *
 * const layout = fc.sample(enquiryFormLayoutArbitrary, { numRuns: 1, seed: 1 })[0]!
 * fc.assert(fc.property(invalidEnquiryFormArbitrary(layout), ({ values }) => !validateEnquiryForm(values, layout, defaultTexts).valid))
 */
export function invalidEnquiryFormArbitrary(
  layout: EnquiryFormLayout
): fc.Arbitrary<{ readonly values: EnquiryForm; readonly field: EnquiryField }> {
  return fc
    .tuple(
      enquiryFormArbitrary(layout),
      fc.constantFrom(...requiredEnquiryFields(layout)),
      fc.constantFrom("empty", "spaces", "missing") as fc.Arbitrary<"empty" | "spaces" | "missing">
    )
    .map(([values, field, blank]) => ({ values: withoutField(values, field, blank), field }))
}
