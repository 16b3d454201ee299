import type { Texts } from "../tenant/texts.ts"
import { GENERAL_ENQUIRY_CATEGORY } from "./enquiry-category.ts"
import type { EnquiryFormSetup, VehicleDialogContext } from "./enquiry-form-setup.ts"
import { VEHICLE_ENQUIRY_CATEGORY } from "./enquiry-form-setup.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import { FINANCE_ENQUIRY_CATEGORY, TEST_DRIVE_CATEGORY } from "./lead-categories.ts"
import type { EnquiryStep } from "./multi-step-enquiry-machine.ts"
import type { StoredUserDetails } from "./stored-user-details.ts"

/** The page a form stands on, without the form's own category. */
export type FormPage = Omit<LeadPageContext, "formCategory" | "formSubcategory">

/** What a page says about the form it shows. */
export interface PageFormOptions {
  readonly page: FormPage
  readonly stored: StoredUserDetails | null
  /** How many dealerships the shopper may choose from (the select shows for more than one). */
  readonly dealershipCount: number
  /** Whether the page shows its location select. */
  readonly locationShown: boolean
  readonly message?: string
  readonly location?: number | string | null
  readonly dealershipSlug?: string | null
}

function pageSetup(
  options: PageFormOptions,
  form: { readonly category: string; readonly subcategory: string | null; readonly messageRequired: boolean }
): EnquiryFormSetup {
  return {
    placement: {
      messageRequired: form.messageRequired,
      eventId: null,
      formCategory: form.category,
      locationShown: options.locationShown,
      dealershipCount: options.dealershipCount
    },
    page: { ...options.page, formCategory: form.category, formSubcategory: form.subcategory },
    stored: options.stored,
    vehicle: null,
    message: options.message ?? "",
    location: options.location ?? null,
    dealershipSlug: options.dealershipSlug ?? null
  }
}

/**
 * The general enquiry of the contact page: a General Enquiry form, so it shows the category select
 * (section 5 of document 001), with Comments required as the tenant says.
 *
 * @example
 * import { contactFormSetup } from "@dealer/core/forms"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const options = { page: exampleLeadPage(), stored: null, dealershipCount: 2, locationShown: true }
 * contactFormSetup(options).placement.formCategory // => "General Enquiry"
 */
export function contactFormSetup(options: PageFormOptions): EnquiryFormSetup {
  return pageSetup(options, { category: GENERAL_ENQUIRY_CATEGORY, subcategory: null, messageRequired: true })
}

/**
 * The test drive form of the /book-test-drive page: category Test Drive, Comments optional.
 *
 * @example
 * import { testDrivePageSetup } from "@dealer/core/forms"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const options = { page: exampleLeadPage(), stored: null, dealershipCount: 2, locationShown: true }
 * testDrivePageSetup(options).page.formCategory // => "Test Drive"
 */
export function testDrivePageSetup(options: PageFormOptions): EnquiryFormSetup {
  return pageSetup(options, { category: TEST_DRIVE_CATEGORY, subcategory: null, messageRequired: false })
}

/**
 * The finance enquiry form of the finance page, opening with the message its link's query asks for.
 *
 * @example
 * import { financeEnquirySetup } from "@dealer/core/forms"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const options = { page: exampleLeadPage(), stored: null, dealershipCount: 2, locationShown: true }
 * financeEnquirySetup({ ...options, message: "I'd like finance for a budget of $45,990." }).page.formCategory // => "Finance Enquiry"
 */
export function financeEnquirySetup(options: PageFormOptions): EnquiryFormSetup {
  return pageSetup(options, { category: FINANCE_ENQUIRY_CATEGORY, subcategory: null, messageRequired: false })
}

function vehicleSetup(
  context: VehicleDialogContext,
  category: string,
  location: number | string | null
): EnquiryFormSetup {
  return {
    placement: {
      messageRequired: false,
      eventId: null,
      formCategory: category,
      locationShown: false,
      dealershipCount: context.dealershipCount
    },
    page: {
      ...context.page,
      car: context.page.car ?? { id: context.vehicle.car_id },
      formCategory: category,
      formSubcategory: null
    },
    stored: context.stored,
    vehicle: context.vehicle,
    message: "",
    location
  }
}

/**
 * The Enquire Now dialog of a vehicle page: a Vehicle Enquiry about the car, Comments optional.
 *
 * @example
 * import { enquireNowFormSetup, vehicleEnquiryDefaults } from "@dealer/core/forms"
 * import { exampleCar, exampleLeadPage } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const context = {
 *   carName: "2022 Toyota Hilux SR5",
 *   vehicle: vehicleEnquiryDefaults(car, { message: "", subcategory: null }),
 *   page: exampleLeadPage({ car }),
 *   stored: null,
 *   dealershipCount: 1
 * }
 * enquireNowFormSetup(context).page.formCategory // => "Vehicle Enquiry"
 */
export function enquireNowFormSetup(context: VehicleDialogContext): EnquiryFormSetup {
  return vehicleSetup(context, VEHICLE_ENQUIRY_CATEGORY, null)
}

/**
 * The test drive dialog of a vehicle page: a Test Drive lead about the car at the car's location,
 * whose free times it offers.
 *
 * @example
 * import { vehicleEnquiryDefaults, vehicleTestDriveFormSetup } from "@dealer/core/forms"
 * import { exampleCar, exampleLeadPage } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const context = {
 *   carName: "2022 Toyota Hilux SR5",
 *   vehicle: vehicleEnquiryDefaults(car, { message: "", subcategory: null }),
 *   page: exampleLeadPage({ car }),
 *   stored: null,
 *   dealershipCount: 1
 * }
 * vehicleTestDriveFormSetup(context, 11).location // => 11
 */
export function vehicleTestDriveFormSetup(
  context: VehicleDialogContext,
  location: number | string | null
): EnquiryFormSetup {
  return vehicleSetup(context, TEST_DRIVE_CATEGORY, location)
}

/**
 * The steps of the multi-step enquiry page: contact details first, then the enquiry itself.
 *
 * @example
 * import { enquiryPageSteps } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * enquiryPageSteps(defaultTexts).map((step) => step.title) // => ["Your Details", "Your Enquiry"]
 */
export function enquiryPageSteps(
  texts: Pick<Texts, "enquiryStepYourDetails" | "enquiryStepYourEnquiry">
): ReadonlyArray<EnquiryStep> {
  return [
    { title: texts.enquiryStepYourDetails, fields: ["name", "email", "phone"] },
    {
      title: texts.enquiryStepYourEnquiry,
      fields: ["category", "location", "dealership_slug", "message", "terms_conditions"]
    }
  ]
}
