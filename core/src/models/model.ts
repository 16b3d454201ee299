import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { ModelColour } from "./model-colour.ts"

/** A model's release status; only `coming_soon` changes behaviour, anything else decodes to `"other"`. */
export const ModelStatus = /* @__PURE__ */ OpenLiteral(["coming_soon"])
export type ModelStatus = typeof ModelStatus.Type

/** An image reference as the model data sends it (`image.url`). */
export const ModelImageRef = /* @__PURE__ */ Schema.Struct({ url: /* @__PURE__ */ Maybe(Schema.String) })
export type ModelImageRef = typeof ModelImageRef.Type

/** One specification figure of a model, e.g. `{ value: "1.6L Turbo", category: "Engine" }`. */
export const ModelSpecification = /* @__PURE__ */ Schema.Struct({
  value: /* @__PURE__ */ Maybe(Schema.String),
  category: /* @__PURE__ */ Maybe(Schema.String)
})
export type ModelSpecification = typeof ModelSpecification.Type

/** One image of a model's carousel. */
export const ModelGalleryImage = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  image: /* @__PURE__ */ Maybe(ModelImageRef)
})
export type ModelGalleryImage = typeof ModelGalleryImage.Type

/** A variant of a model with its price-card features (document 001, section 3 "Model"). */
export const ModelVariant = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  full_name: /* @__PURE__ */ Maybe(Schema.String),
  image: /* @__PURE__ */ Maybe(ModelImageRef),
  features: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  /** The variant's driveaway price in dollars for its price card (not in the specification's list). */
  price: /* @__PURE__ */ Maybe(Schema.Finite)
})
export type ModelVariant = typeof ModelVariant.Type

/**
 * A model of the brand-specific model page (document 001, section 3 "Model (brand-specific)").
 * `slug` is not in the specification's field list; when absent it is derived from the name.
 *
 * @example
 * import { Model } from "@dealer/core/models"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const json = { id: 5, name: "Omoda 5", short_description: "A compact SUV.", variants: [{ id: 51, name: "BX", price: 30990 }] }
 * decodeOrThrow(Model, json, "model omoda-5").variants?.[0]?.price // => 30990
 */
export const Model = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.NonEmptyString,
  slug: /* @__PURE__ */ Maybe(Schema.String),
  status: /* @__PURE__ */ Maybe(ModelStatus),
  short_description: /* @__PURE__ */ Maybe(Schema.String),
  image: /* @__PURE__ */ Maybe(ModelImageRef),
  cloudfront_new_image_url: /* @__PURE__ */ Maybe(Schema.String),
  brochure_url: /* @__PURE__ */ Maybe(Schema.String),
  model_specifications: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(ModelSpecification)),
  images: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(ModelGalleryImage)),
  colours: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(ModelColour)),
  variants: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(ModelVariant))
})
export type Model = typeof Model.Type
