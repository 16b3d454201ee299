import { Schema } from "effect"

/**
 * One free test-drive slot: start and end as ISO 8601 local date-times of the location
 * (`2025-03-14T09:00`), the form's `preferred_date_time` format.
 *
 * @example
 * decodeResult(TestDriveSlot, { start: "2025-03-14T09:00", end: "2025-03-14T09:30" }, "slot")
 */
export const TestDriveSlot = Schema.Struct({ start: Schema.NonEmptyString, end: Schema.NonEmptyString })
export type TestDriveSlot = typeof TestDriveSlot.Type

/**
 * `GET /api/test-drives/availability`: opening hours minus booked slots (docs/api.md; the
 * specification does not show this call's shape).
 *
 * @example
 * decodeResult(TestDriveAvailability, { slots: [] }, "test drive availability")
 */
export const TestDriveAvailability = Schema.Struct({ slots: Schema.Array(TestDriveSlot) })
export type TestDriveAvailability = typeof TestDriveAvailability.Type
