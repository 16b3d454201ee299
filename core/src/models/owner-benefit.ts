import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * One owner benefit card of the brand model page (warranty, roadside assistance, capped-price
 * servicing...), a tenant setting since the benefits are the brand's, not a model's.
 *
 * @example
 * import { OwnerBenefit } from "@dealer/core/models"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const card = decodeOrThrow(OwnerBenefit, { title: "7-year warranty", href: "/pages/warranty" }, "benefit")
 */
export const OwnerBenefit = /* @__PURE__ */ Schema.Struct({
  title: Schema.NonEmptyString,
  description: /* @__PURE__ */ Maybe(Schema.String),
  href: /* @__PURE__ */ Maybe(Schema.String),
  image_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type OwnerBenefit = typeof OwnerBenefit.Type
