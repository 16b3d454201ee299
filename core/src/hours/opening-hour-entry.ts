import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"

/** Open or Closed; an unknown status decodes to `"other"` and is read as missing data. */
export const OpeningStatus = /* @__PURE__ */ OpenLiteral(["Open", "Closed"])
export type OpeningStatus = typeof OpeningStatus.Type

/** Day of the week as upstream counts it: 0 Sunday to 6 Saturday. */
export const OpeningWeekday = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 6 }))
export type OpeningWeekday = typeof OpeningWeekday.Type

/**
 * One day of a location's regular opening hours (001 section 3, "Opening hour entry"). The field
 * `formated_hours` keeps upstream's spelling.
 *
 * @example
 * import { OpeningHourEntry } from "@dealer/core/hours"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(OpeningHourEntry, { weekday: 1, status: "Open", open: "08:00", close: "17:00" }, "hours")
 */
export const OpeningHourEntry = /* @__PURE__ */ Schema.Struct({
  weekday: OpeningWeekday,
  status: OpeningStatus,
  formated_hours: /* @__PURE__ */ Maybe(Schema.String),
  open: /* @__PURE__ */ Maybe(Schema.String),
  close: /* @__PURE__ */ Maybe(Schema.String)
})
export type OpeningHourEntry = typeof OpeningHourEntry.Type
