/**
 * The analytics event ids, one table (document 001, section 9; stock document, section 7).
 * Event 22 is the id a form carries when it shows the enquiry category select.
 *
 * @example
 * import { analyticsEventIds } from "@dealer/core/analytics"
 *
 * analyticsEventIds.print // => 61
 */
export const analyticsEventIds = {
  enquiryGeneralNew: 14,
  enquiryGeneralUsed: 15,
  testDriveNew: 17,
  testDriveUsed: 48,
  calculatorFirstUse: 26,
  favourite: 39,
  phoneClick: 25,
  historyReport: 60,
  print: 61,
  offerAccepted: 18,
  usedVehicleView: 4,
  searchPageView: 49,
  categorySelect: 22
} as const
/** The name of an analytics event core records, e.g. a car view or an enquiry. */
export type AnalyticsEventName = keyof typeof analyticsEventIds
/** The numeric id the analytics service knows an event by. */
export type AnalyticsEventId = (typeof analyticsEventIds)[AnalyticsEventName]

/** Reporting labels by the car's condition. */
export const analyticsCarLabels = { new: "New Car", used: "Used Car" } as const
/** The label an analytics event carries for the car it is about, one per car page kind. */
export type AnalyticsCarLabel = (typeof analyticsCarLabels)[keyof typeof analyticsCarLabels]
