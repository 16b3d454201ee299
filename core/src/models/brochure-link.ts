import type { Texts } from "../tenant/texts.ts"
import type { Model } from "./model.ts"

/** The brochure link under the model's specification strip. */
export interface BrochureLink {
  readonly text: string
  readonly href: string
}

/**
 * The 'View full specifications' link to the model's brochure, or null when there is no brochure.
 *
 * @example
 * import { brochureLink } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * brochureLink({ brochure_url: "/brochures/tiggo-7-pro.pdf" }, defaultTexts)
 * // => { text: "View full specifications", href: "/brochures/tiggo-7-pro.pdf" }
 */
export function brochureLink(
  model: Pick<Model, "brochure_url">,
  texts: Pick<Texts, "modelViewFullSpecifications">
): BrochureLink | null {
  const href = model.brochure_url?.trim()
  return href ? { text: texts.modelViewFullSpecifications, href } : null
}
