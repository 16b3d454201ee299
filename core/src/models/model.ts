import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { ModelColour } from "./model-colour.ts"

/** A model's release status; only `coming_soon` changes behaviour, anything else decodes to `"other"`. */
export const ModelStatus = OpenLiteral(["coming_soon"])
export type ModelStatus = typeof ModelStatus.Type

/** An image reference as the model data sends it (`image.url`). */
export const ModelImageRef = Schema.Struct({ url: Maybe(Schema.String) })
export type ModelImageRef = typeof ModelImageRef.Type

/** One specification figure of a model, e.g. `{ value: "1.6L Turbo", category: "Engine" }`. */
export const ModelSpecification = Schema.Struct({
  value: Maybe(Schema.String),
  category: Maybe(Schema.String)
})
export type ModelSpecification = typeof ModelSpecification.Type

/** One image of a model's carousel. */
export const ModelGalleryImage = Schema.Struct({
  id: Schema.Finite,
  image: Maybe(ModelImageRef)
})
export type ModelGalleryImage = typeof ModelGalleryImage.Type

/** A variant of a model with its price-card features (document 001, section 3 "Model"). */
export const ModelVariant = Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  full_name: Maybe(Schema.String),
  image: Maybe(ModelImageRef),
  features: Maybe(Schema.Array(Schema.String)),
  /** The variant's driveaway price in dollars for its price card (not in the specification's list). */
  price: Maybe(Schema.Finite)
})
export type ModelVariant = typeof ModelVariant.Type

/**
 * A model of the brand-specific model page (document 001, section 3 "Model (brand-specific)").
 * `slug` is not in the specification's field list; when absent it is derived from the name.
 *
 * @example
 * const model = decodeOrThrow(Model, json, "model omoda-5")
 */
export const Model = Schema.Struct({
  id: Schema.Finite,
  name: Schema.NonEmptyString,
  slug: Maybe(Schema.String),
  status: Maybe(ModelStatus),
  short_description: Maybe(Schema.String),
  image: Maybe(ModelImageRef),
  cloudfront_new_image_url: Maybe(Schema.String),
  brochure_url: Maybe(Schema.String),
  model_specifications: Maybe(Schema.Array(ModelSpecification)),
  images: Maybe(Schema.Array(ModelGalleryImage)),
  colours: Maybe(Schema.Array(ModelColour)),
  variants: Maybe(Schema.Array(ModelVariant))
})
export type Model = typeof Model.Type
