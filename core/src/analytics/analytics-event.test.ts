import { describe, expect, it } from "vitest"
import { analyticsCarLabel, analyticsEventFor } from "./analytics-event.ts"
import { analyticsEventIds } from "./event-ids.ts"

const newCar = { car_type: "new" } as const
const usedCar = { car_type: "used" } as const
const demoCar = { car_type: "demo" } as const

describe("analytics event ids", () => {
  it("keeps the specification's ids", () => {
    expect(analyticsEventIds).toEqual({
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
    })
  })
})

describe("analyticsEventFor", () => {
  it("splits enquiries 14 new / 15 used and test drives 17 new or test-drive-only / 48 used", () => {
    expect(analyticsEventFor("enquiry", newCar)).toEqual({ id: 14, label: "New Car" })
    expect(analyticsEventFor("enquiry", usedCar)).toEqual({ id: 15, label: "Used Car" })
    expect(analyticsEventFor("test-drive", newCar)).toEqual({ id: 17, label: "New Car" })
    expect(analyticsEventFor("test-drive", null)).toEqual({ id: 17, label: null })
    expect(analyticsEventFor("test-drive", usedCar)).toEqual({ id: 48, label: "Used Car" })
  })

  it("labels save (39) and phone click (25) New Car or Used Car", () => {
    expect(analyticsEventFor("favourite", demoCar)).toEqual({ id: 39, label: "New Car" })
    expect(analyticsEventFor("phone-click", usedCar)).toEqual({ id: 25, label: "Used Car" })
  })

  it("records the other actions with their ids", () => {
    const ids = (
      ["calculator-first-use", "history-report", "print", "offer-accepted", "search-page-view"] as const
    ).map((action) => analyticsEventFor(action, null)?.id)
    expect(ids).toEqual([26, 60, 61, 18, 49])
  })

  it("records a vehicle view for used cars only (event 4)", () => {
    expect(analyticsEventFor("vehicle-view", usedCar)).toEqual({ id: 4, label: "Used Car" })
    expect(analyticsEventFor("vehicle-view", newCar)).toBeNull()
  })

  it("labels demo and unknown conditions as new cars", () => {
    expect(analyticsCarLabel(demoCar)).toBe("New Car")
    expect(analyticsCarLabel({ car_type: "other" })).toBe("New Car")
  })
})
