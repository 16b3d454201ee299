import { isValid, parseISO } from "date-fns"
import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"

const GENERATED_DATE_TIME =
  "^(19|20)\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|1\\d|2[0-8])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d([+-](0\\d|1[0-2]):00|Z)$"

/** A date-time with its offset, e.g. `2025-06-15T16:00:00+10:00`; anything date-fns cannot read is refused. */
export const PromoDateTime = /* @__PURE__ */ Schema.String.check(
  /* @__PURE__ */ Schema.makeFilter(
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
 * import { PromoNode } from "@dealer/core/promotions"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const promo = decodeOrThrow(PromoNode, { node: "we-want-your-car", position: 8 }, "promo")
 */
export const PromoNode = /* @__PURE__ */ Schema.Struct({
  node: Schema.NonEmptyString,
  position: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0)), 0),
  start: /* @__PURE__ */ Maybe(PromoDateTime),
  expiry: /* @__PURE__ */ Maybe(PromoDateTime),
  display: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  strictDisplay: /* @__PURE__ */ withDefault(Schema.Boolean, false)
})
export type PromoNode = typeof PromoNode.Type
