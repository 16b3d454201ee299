import type { Texts } from "../tenant/texts.ts"

/** The promo node name of the 'We Want Your Car!' card. */
export const WE_WANT_YOUR_CAR_NODE = "we-want-your-car"

/** The 'We Want Your Car!' promo card as rendered. */
export interface WeWantYourCarCard {
  readonly title: string
  readonly buttonText: string
  readonly href: string
}

/** Where the card leads unless the site names its own page (stock document section 2: /trade-in, /sell-your-car). */
export const WE_WANT_YOUR_CAR_HREF = "/sell-your-car"

/**
 * The 'We Want Your Car!' promo card of a result list, leading to the sell-your-car page (or the
 * page the site configures in `promotions.we_want_your_car_href`).
 *
 * @example
 * import { weWantYourCarCard } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * weWantYourCarCard(defaultTexts) // => { title: "We Want Your Car!", buttonText: "Get Your Valuation", href: "/sell-your-car" }
 * weWantYourCarCard(defaultTexts, "/trade-in").href // => "/trade-in"
 */
export function weWantYourCarCard(
  texts: Pick<Texts, "weWantYourCarTitle" | "weWantYourCarButton">,
  href: string = WE_WANT_YOUR_CAR_HREF
): WeWantYourCarCard {
  return { title: texts.weWantYourCarTitle, buttonText: texts.weWantYourCarButton, href }
}
