import type { ModelColour, ModelColourVariant } from "./model-colour.ts"

/** One variant tab of the colour picker with the colours it offers, in data order. */
export interface VariantColours {
  readonly variant: ModelColourVariant | null
  readonly colours: ReadonlyArray<ModelColour>
}

function belongsTo(colour: ModelColour, variant: ModelColourVariant): boolean {
  const name = colour.model_variant_name?.trim()
  if (!name) return false
  return name === variant.name.trim() || name === variant.full_name?.trim()
}

/**
 * Splits a model's colours into the picker's variant tabs: a colour belongs to a variant when its
 * `model_variant_name` equals the variant's `name` or `full_name`. A model without variants gets one
 * tab holding every colour, so the picker always has something to show.
 *
 * @example
 * import { variantColours } from "@dealer/core/models"
 *
 * variantColours([{ name: "Urban" }], [{ id: 1, name: "White", model_variant_name: "Urban" }])
 * // [{ variant: { name: "Urban" }, colours: [{ id: 1, ... }] }]
 */
export function variantColours(
  variants: ReadonlyArray<ModelColourVariant>,
  colours: ReadonlyArray<ModelColour>
): ReadonlyArray<VariantColours> {
  if (variants.length === 0) return [{ variant: null, colours }]
  return variants.map((variant) => ({ variant, colours: colours.filter((colour) => belongsTo(colour, variant)) }))
}
