import { isValid, parseISO } from "date-fns"
import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"

const GENERATED_DATE_TIME =
  "^(19|20)\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|1\\d|2[0-8])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d([+-](0\\d|1[0-2]):00|Z)$"

/** A date-time with its offset, e.g. `2025-06-15T16:00:00+10:00`; anything date-fns cannot read is refused. */
export const PromoDateTime = Schema.String.check(
  Schema.makeFilter(
    (text: string) => isValid(parseISO(text)) || "an ISO 8601 date-time such as 2025-06-15T16:00:00+10:00",
    // Generated values (property tests) are date-times with an offset, on days every month has.
    { arbitraryConstraint: { patterns: [{ source: GENERATED_DATE_TIME, flags: "" }] } }
  )
)

/**
 * A promo card of a result list (document 001, section 3 "Promo node"): `node` names the card to
 * render (e.g. `we-want-your-car`), `position` is its index in the list, `start`/`expiry` bound when it
 * shows, `display` switches it off, and `strictDisplay` shows it only where the list reaches its position.
 *
 * @example
 * const promo = decodeOrThrow(PromoNode, { node: "we-want-your-car", position: 8 }, "promo")
 */
export const PromoNode = Schema.Struct({
  node: Schema.NonEmptyString,
  position: withDefault(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)), 0),
  start: Maybe(PromoDateTime),
  expiry: Maybe(PromoDateTime),
  display: withDefault(Schema.Boolean, true),
  strictDisplay: withDefault(Schema.Boolean, false)
})
export type PromoNode = typeof PromoNode.Type
