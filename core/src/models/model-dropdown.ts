import type { Model } from "./model.ts"
import { truncateText } from "../shared/truncate-text.ts"

/** Model dropdown descriptions are cut at 75 characters (document 001, section 9). */
export const MODEL_DROPDOWN_DESCRIPTION_LENGTH = 75

/** One entry of the header's Models dropdown. */
export interface ModelDropdownItem {
  readonly id: number
  readonly name: string
  readonly href: string
  readonly description: string
  readonly imageUrl: string | null
}

/**
 * The URL slug of a model page: the model's own slug, else its name in lower case with runs of
 * other characters turned into single hyphens.
 *
 * @example
 * import { modelSlug } from "@dealer/core/models"
 *
 * modelSlug({ name: "Tiggo 7 Pro" }) // => "tiggo-7-pro"
 * modelSlug({ name: "Omoda 5 FX" }) // => "omoda-5-fx"
 */
export function modelSlug(model: Pick<Model, "name" | "slug">): string {
  const own = model.slug?.trim()
  if (own) return own
  return model.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * The model page path.
 *
 * @example
 * import { modelPath } from "@dealer/core/models"
 *
 * modelPath({ name: "Omoda 5" }) // => "/models/omoda-5"
 */
export function modelPath(model: Pick<Model, "name" | "slug">): string {
  return `/models/${encodeURIComponent(modelSlug(model))}`
}

/**
 * A model's hero image: the new CDN image when present, else `image.url`.
 *
 * @example
 * import { modelImageUrl } from "@dealer/core/models"
 *
 * modelImageUrl({ cloudfront_new_image_url: null, image: { url: "/omoda-5.png" } }) // => "/omoda-5.png"
 */
export function modelImageUrl(model: Pick<Model, "cloudfront_new_image_url" | "image">): string | null {
  return model.cloudfront_new_image_url?.trim() || model.image?.url?.trim() || null
}

/**
 * A model as the Models dropdown shows it, with the short description cut at 75 characters.
 *
 * @example
 * import { modelDropdownItem } from "@dealer/core/models"
 *
 * const omoda5 = { id: 5, name: "Omoda 5", short_description: "A compact SUV with a turbocharged engine, a panoramic sunroof and a 10.25-inch screen." }
 *
 * modelDropdownItem(omoda5).href // => "/models/omoda-5"
 * modelDropdownItem(omoda5).description // => "A compact SUV with a turbocharged engine, a panoramic sunroof and a 10.25-i..."
 */
export function modelDropdownItem(
  model: Pick<Model, "id" | "name" | "slug" | "short_description" | "cloudfront_new_image_url" | "image">
): ModelDropdownItem {
  return {
    id: model.id,
    name: model.name,
    href: modelPath(model),
    description: truncateText(model.short_description?.trim() ?? "", MODEL_DROPDOWN_DESCRIPTION_LENGTH),
    imageUrl: modelImageUrl(model)
  }
}
