import { buttonContextOf, carButtons, carPath, isAvailable, type Car, type Tenant } from "@dealer/core"
import {
  connectEnquiryForm,
  connectLeadForm,
  connectTestDriveBooking,
  enquiryFormInput,
  enquiryFormMachine,
  leadFormInput,
  leadFormMachine,
  testDriveBookingInput,
  testDriveBookingMachine,
  enquireNowFormSetup,
  requestPhotosFormSetup,
  similarCarFormSetup,
  vehicleEnquiryForms,
  vehicleFormFlow,
  vehicleTestDriveFormSetup,
  type EnquiryFormSetup,
  type VehicleEnquiryForm,
  type VehicleFormFlow
} from "@dealer/core/forms"
import { createActor } from "xstate"
import type { CarEnquiryData } from "../components/enquiry/car-enquiry-types.ts"
import { flowViewData } from "./lead-form-action.server.ts"
import { vehicleDialogContext } from "./lead-form-pages.server.ts"

export type { CarEnquiryData, CarEnquiryFormData } from "../components/enquiry/car-enquiry-types.ts"

/** Where a vehicle page's form posts without JavaScript (and stands on its own). */
export const carEnquiryPath = (car: Pick<Car, "slug">, kind: VehicleEnquiryForm) => `${carPath(car)}/enquire/${kind}`

/** A form's view before the shopper does anything, from its own statechart. */
function openingView(flow: VehicleFormFlow, setup: EnquiryFormSetup, tenant: Tenant, now: Date): object {
  const ignore = () => {}
  switch (flow) {
    case "test-drive": {
      const input = testDriveBookingInput(setup, tenant.forms, tenant.texts, now)
      return flowViewData(connectTestDriveBooking(createActor(testDriveBookingMachine, { input }).getSnapshot(), ignore))
    }
    case "lead": {
      const input = leadFormInput(setup, tenant.texts)
      return flowViewData(connectLeadForm(createActor(leadFormMachine, { input }).getSnapshot(), ignore))
    }
    case "enquiry": {
      const input = enquiryFormInput(setup, tenant.forms, tenant.texts)
      return flowViewData(connectEnquiryForm(createActor(enquiryFormMachine, { input }).getSnapshot(), ignore))
    }
  }
}

/**
 * The enquiry forms of a car's page (Enquire Now, Book a Test Drive, Request Photos, or Find Me
 * Something Similar for a sold car), each with its core setup and the flow it runs on this tenant
 * (Enquire Now is the short lead form where the tenant picks it).
 *
 * @example
 * const enquiry = carEnquiryData(request, tenant, car, services.clock())
 */
export function carEnquiryData(request: Request, tenant: Tenant, car: Car, now: Date): CarEnquiryData {
  const context = vehicleDialogContext(request, tenant, car)
  const testDriveLocation =
    car.location_id ?? tenant.locations.find((location) => location.visible)?.id ?? null
  const setupOf = (kind: VehicleEnquiryForm): EnquiryFormSetup => {
    switch (kind) {
      case "enquire":
        return enquireNowFormSetup(context)
      case "test-drive":
        return vehicleTestDriveFormSetup(context, testDriveLocation)
      case "request-photos":
        return requestPhotosFormSetup(context, tenant.texts)
      case "find-similar":
        return similarCarFormSetup(context, tenant.texts)
    }
  }
  const kinds = vehicleEnquiryForms(carButtons(car, buttonContextOf(tenant, "page")), isAvailable(car))
  return {
    carName: context.carName,
    forms: kinds.map((kind) => {
      const setup = setupOf(kind)
      const flow = vehicleFormFlow(kind, tenant.forms)
      return { kind, flow, action: carEnquiryPath(car, kind), setup, view: openingView(flow, setup, tenant, now) }
    }),
    testDriveLocation
  }
}
