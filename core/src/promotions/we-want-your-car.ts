import type { Texts } from "../tenant/texts.ts"

/** The promo node name of the 'We Want Your Car!' card. */
export const WE_WANT_YOUR_CAR_NODE = "we-want-your-car"

/** The 'We Want Your Car!' promo card as rendered. */
export interface WeWantYourCarCard {
  readonly title: string
  readonly buttonText: string
  readonly href: string
}

/**
 * The 'We Want Your Car!' promo card of a result list, leading to the sell-your-car page.
 *
 * @example
 * weWantYourCarCard(texts) // { title: "We Want Your Car!", buttonText: "Get Your Valuation", href: "/sell-your-car" }
 */
export function weWantYourCarCard(texts: Pick<Texts, "weWantYourCarTitle" | "weWantYourCarButton">): WeWantYourCarCard {
  return { title: texts.weWantYourCarTitle, buttonText: texts.weWantYourCarButton, href: "/sell-your-car" }
}
