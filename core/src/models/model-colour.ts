import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * The body-style codes the specification names for `oem_id`. Other codes still decode (the list says
 * "such as"), and still form their own body-style group.
 */
export const knownBodyStyleCodes = [
  "wagon",
  "sedan",
  "hatch",
  "dual_cab",
  "extra_cab",
  "single_cab",
  "2_door",
  "4_door"
] as const
/** A body style code the colour images are known for. */
export type KnownBodyStyleCode = (typeof knownBodyStyleCodes)[number]

/**
 * A paint colour of a model (document 001, section 3 "Model colour"); `oem_id` carries the body-style
 * code that groups colours into the optional second tab row.
 *
 * @example
 * import { ModelColour } from "@dealer/core/models"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const colour = decodeOrThrow(ModelColour, { id: 1, name: "Ceramic White", hexCode: "#f4f4f4" }, "colour")
 */
export const ModelColour = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  photo_url: /* @__PURE__ */ Maybe(Schema.String),
  hexCode: /* @__PURE__ */ Maybe(Schema.String),
  oem_id: /* @__PURE__ */ Maybe(Schema.String),
  model_variant_name: /* @__PURE__ */ Maybe(Schema.String)
})
export type ModelColour = typeof ModelColour.Type

/**
 * A variant tab of the colour picker (document 001, section 3: "Variant: full_name, series, name").
 *
 * @example
 * import { ModelColourVariant } from "@dealer/core/models"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const tab = decodeOrThrow(ModelColourVariant, { name: "Ultimate", full_name: "Tiggo 8 Pro Max Ultimate" }, "variant")
 */
export const ModelColourVariant = /* @__PURE__ */ Schema.Struct({
  name: Schema.String,
  full_name: /* @__PURE__ */ Maybe(Schema.String),
  series: /* @__PURE__ */ Maybe(Schema.String)
})
export type ModelColourVariant = typeof ModelColourVariant.Type
