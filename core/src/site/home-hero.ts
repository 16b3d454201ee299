import { DEFAULT_SEARCH_PATH } from "../search/search-path-scope.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { HeroSection } from "./home-sections.ts"

/** The hero as rendered: a heading over an optional image, a line of text and one call to action. */
export interface HeroView {
  readonly heading: string
  readonly text: string | null
  /** Null when neither the section nor the theme gives one: the hero is then a panel in the brand colour. */
  readonly image: { readonly src: string; readonly alt: string } | null
  readonly cta: { readonly label: string; readonly href: string }
}

/**
 * The hero of a home page: the section's own words and image, else the theme's hero image and the
 * tenant's texts ("Find your next car at {name}", a link to the stock search).
 *
 * @example
 * import { heroView } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * heroView({ type: "hero", enabled: true, image_alt: "" }, "/heroes/road.svg", "Coastal Kia", defaultTexts).image?.src // => "/heroes/road.svg"
 */
export function heroView(
  section: typeof HeroSection.Type,
  themeHeroImage: string | null,
  siteName: string,
  texts: Pick<Texts, "homeHeroHeading" | "homeHeroCta">
): HeroView {
  const src = section.image ?? themeHeroImage
  return {
    heading: section.heading ?? fillText(texts.homeHeroHeading, { name: siteName }),
    text: section.text ?? null,
    image: src ? { src, alt: section.image_alt } : null,
    cta: { label: section.cta_label ?? texts.homeHeroCta, href: section.cta_href ?? DEFAULT_SEARCH_PATH }
  }
}
