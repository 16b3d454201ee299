import { fillText, type Texts } from "../tenant/texts.ts"
import { enquiryFormLayout, type EnquiryFormPlacement } from "./enquiry-form-layout.ts"
import type { EnquiredVehicleFields, EnquiryFormMachineInput, EnquiryFormTexts } from "./enquiry-form-machine.ts"
import { enquiryInitialValues } from "./enquiry-initial-values.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import type { FormsSettings } from "./settings.ts"
import type { StoredUserDetails } from "./stored-user-details.ts"

/** The CRM category of the small forms a vehicle page opens about its car. */
export const VEHICLE_ENQUIRY_CATEGORY = "Vehicle Enquiry"
/** The subcategory of a Request Photos lead. */
export const REQUEST_PHOTOS_SUBCATEGORY = "Request Photos"
/** The subcategory of a Find Me Something Similar lead (sold cars, section 4 of document 001). */
export const SIMILAR_CAR_SUBCATEGORY = "Find Me Something Similar"

/** Where an enquiry form sits and what it starts with. */
export interface EnquiryFormSetup {
  readonly placement: EnquiryFormPlacement
  readonly page: LeadPageContext
  readonly stored: StoredUserDetails | null
  readonly vehicle: EnquiredVehicleFields | null
  /** The Comments the form opens with; empty unless the button that opened it says otherwise. */
  readonly message: string
  /** The location the form is about (a test drive's), when the page already knows it. */
  readonly location?: number | string | null
  /** The preferred dealership the form opens on (a finance link's `preferredDealership`). */
  readonly dealershipSlug?: string | null
}

type LayoutSettings = Pick<
  FormsSettings,
  "enquiry_message_required" | "opt_in_hidden" | "terms_required" | "dealership_select_removed"
>

/**
 * The enquiry machine's input for a form: its layout on this tenant and its opening values.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryFormMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 *
 * const actor = createActor(enquiryFormMachine, { input: enquiryFormInput(setup, tenant.forms, tenant.texts) }).start()
 * actor.getSnapshot().context.values.category // => "General Enquiry"
 */
export function enquiryFormInput(
  setup: EnquiryFormSetup,
  settings: LayoutSettings,
  texts: EnquiryFormTexts
): EnquiryFormMachineInput {
  const layout = enquiryFormLayout(setup.placement, settings)
  const values = {
    ...enquiryInitialValues(layout, setup.stored),
    message: setup.message,
    ...(setup.location === undefined || setup.location === null ? {} : { location: setup.location }),
    ...(setup.dealershipSlug ? { dealership_slug: setup.dealershipSlug } : {})
  }
  return { values, vehicle: setup.vehicle, layout, page: setup.page, texts }
}

/** The page and car a vehicle-page dialog is about. */
export interface VehicleDialogContext {
  readonly carName: string
  readonly vehicle: EnquiredVehicleFields
  readonly page: Omit<LeadPageContext, "formCategory" | "formSubcategory">
  readonly stored: StoredUserDetails | null
  readonly dealershipCount: number
}

function vehicleDialogSetup(context: VehicleDialogContext, subcategory: string, message: string): EnquiryFormSetup {
  return {
    placement: {
      messageRequired: false,
      eventId: null,
      formCategory: VEHICLE_ENQUIRY_CATEGORY,
      locationShown: false,
      dealershipCount: context.dealershipCount
    },
    page: {
      ...context.page,
      // The lead is about this car even when the page that opened the dialog did not name it.
      car: context.page.car ?? { id: context.vehicle.car_id },
      formCategory: VEHICLE_ENQUIRY_CATEGORY,
      formSubcategory: subcategory
    },
    stored: context.stored,
    vehicle: context.vehicle,
    message
  }
}

/**
 * The Request Photos dialog (section 2 of document 000): a vehicle enquiry with subcategory
 * Request Photos and a Comments line asking for photos of the car.
 *
 * @example
 * import { requestPhotosFormSetup, vehicleEnquiryDefaults } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
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
 *
 * requestPhotosFormSetup(context, defaultTexts).message // => "Please send me more photos of the 2022 Toyota Hilux SR5."
 */
export function requestPhotosFormSetup(
  context: VehicleDialogContext,
  texts: Pick<Texts, "requestPhotosMessage">
): EnquiryFormSetup {
  const message = fillText(texts.requestPhotosMessage, { car: context.carName })
  return vehicleDialogSetup(context, REQUEST_PHOTOS_SUBCATEGORY, message)
}

/**
 * The Find Me Something Similar enquiry a sold car offers instead of its normal buttons (section 4
 * of document 001): a vehicle enquiry with that subcategory and a Comments line naming the car.
 *
 * @example
 * import { similarCarFormSetup, vehicleEnquiryDefaults } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
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
 *
 * similarCarFormSetup(context, defaultTexts).page.formSubcategory // => "Find Me Something Similar"
 */
export function similarCarFormSetup(
  context: VehicleDialogContext,
  texts: Pick<Texts, "similarCarMessage">
): EnquiryFormSetup {
  const message = fillText(texts.similarCarMessage, { car: context.carName })
  return vehicleDialogSetup(context, SIMILAR_CAR_SUBCATEGORY, message)
}
