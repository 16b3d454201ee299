import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { DEALER_HREF_PATTERN } from "./dealer-href.ts"
import { PromoDateTime } from "./promo-node.ts"


/** A link a dealer supplies: a path of the site or an http(s) address. */
export const DealerHref = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(DEALER_HREF_PATTERN))

/**
 * One promotion of the home page slider with its own page at `/offers/{id}` (EOFY sale, stocktake
 * sale...). `start`/`expiry` carry their offset (Brisbane +10:00); every text is plain text, one string
 * per paragraph, so no dealer markup ever reaches the page.
 *
 * @example
 * import { Offer } from "@dealer/core/promotions"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(Offer, { id: "stocktake-sale", title: "Stocktake Sale", start: "2025-07-01T00:00:00+10:00" }, "offer")
 */
export const Offer = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: Schema.NonEmptyString,
  summary: /* @__PURE__ */ withDefault(Schema.String, ""),
  body: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), []),
  start: /* @__PURE__ */ Maybe(PromoDateTime),
  expiry: /* @__PURE__ */ Maybe(PromoDateTime),
  display: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** Where the offer's button leads (e.g. `/special-offers`); none shows no button. */
  cta_href: /* @__PURE__ */ Maybe(DealerHref),
  cta_label: /* @__PURE__ */ Maybe(Schema.NonEmptyString),
  /** The slide's artwork: an image the site serves, drawn 1920 by 540 (e.g. `/promos/stocktake-sale.svg`). */
  image: /* @__PURE__ */ Maybe(DealerHref),
  /** What the artwork says beyond the slide's title and summary; empty when it only repeats them. */
  image_alt: /* @__PURE__ */ withDefault(Schema.String, "")
})
export type Offer = typeof Offer.Type
