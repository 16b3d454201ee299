import type { CarType } from "../stock/car.ts"

/**
 * How a test drive booking is classified for reporting (section 9 of document 001: event 17 for a
 * test drive only or a new car, 48 for a used one). The ids themselves belong to analytics.
 */
export type TestDriveCarKind = "test-drive-only" | "new" | "used"

/**
 * The test drive's car kind: no car is a test drive only; demo cars count as new (new and demo
 * merge elsewhere too); an unknown condition counts as a test drive only.
 *
 * @example
 * import { testDriveCarKind } from "@dealer/core/forms"
 *
 * testDriveCarKind("used") // => "used"
 * testDriveCarKind(null)   // => "test-drive-only"
 */
export function testDriveCarKind(carType: CarType | null): TestDriveCarKind {
  switch (carType) {
    case "new":
    case "demo":
      return "new"
    case "used":
      return "used"
    default:
      return "test-drive-only"
  }
}
