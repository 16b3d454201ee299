import type { CarType } from "../stock/car.ts"
import { analyticsCarLabels, analyticsEventIds, type AnalyticsCarLabel, type AnalyticsEventId } from "./event-ids.ts"

/** What a shopper did that analytics records. */
export type AnalyticsAction =
  | "enquiry"
  | "test-drive"
  | "calculator-first-use"
  | "favourite"
  | "phone-click"
  | "history-report"
  | "print"
  | "offer-accepted"
  | "vehicle-view"
  | "search-page-view"

/** An event to record: its id and, when a car is involved, the car's label. */
export interface AnalyticsEvent {
  readonly id: AnalyticsEventId
  readonly label: AnalyticsCarLabel | null
}

type LabelledCar = { readonly car_type: CarType }

/**
 * The reporting label of a car: 'Used Car' for used cars, 'New Car' for new and demo cars (new and
 * demo merge elsewhere too).
 *
 * @example
 * import { analyticsCarLabel } from "@dealer/core/analytics"
 *
 * analyticsCarLabel({ car_type: "demo" }) // => "New Car"
 */
export function analyticsCarLabel(car: LabelledCar): AnalyticsCarLabel {
  return car.car_type === "used" ? analyticsCarLabels.used : analyticsCarLabels.new
}

const isUsed = (car: LabelledCar | null) => car?.car_type === "used"

function eventId(action: AnalyticsAction, car: LabelledCar | null): AnalyticsEventId | null {
  switch (action) {
    case "enquiry":
      return isUsed(car) ? analyticsEventIds.enquiryGeneralUsed : analyticsEventIds.enquiryGeneralNew
    case "test-drive":
      return isUsed(car) ? analyticsEventIds.testDriveUsed : analyticsEventIds.testDriveNew
    case "calculator-first-use":
      return analyticsEventIds.calculatorFirstUse
    case "favourite":
      return analyticsEventIds.favourite
    case "phone-click":
      return analyticsEventIds.phoneClick
    case "history-report":
      return analyticsEventIds.historyReport
    case "print":
      return analyticsEventIds.print
    case "offer-accepted":
      return analyticsEventIds.offerAccepted
    case "vehicle-view":
      return isUsed(car) ? analyticsEventIds.usedVehicleView : null
    case "search-page-view":
      return analyticsEventIds.searchPageView
  }
}

/**
 * The analytics event of an action, or null when the specification records none (a vehicle view is
 * recorded for used cars only). Without a car (e.g. the test-drive-only form) an enquiry is 14 and a
 * test drive 17, and there is no label.
 *
 * @example
 * import { analyticsEventFor } from "@dealer/core/analytics"
 *
 * analyticsEventFor("test-drive", { car_type: "used" }) // => { id: 48, label: "Used Car" }
 * analyticsEventFor("favourite", { car_type: "new" }) // => { id: 39, label: "New Car" }
 * analyticsEventFor("test-drive", null) // => { id: 17, label: null }
 */
export function analyticsEventFor(action: AnalyticsAction, car: LabelledCar | null): AnalyticsEvent | null {
  const id = eventId(action, car)
  if (id === null) return null
  return { id, label: car ? analyticsCarLabel(car) : null }
}
