import { fillText, type Texts } from "../tenant/texts.ts"
import type { Offer } from "./offer.ts"
import { activePromos } from "./promo-schedule.ts"

/** How long each slide shows before the slider moves on by itself. */
export const PROMO_SLIDE_INTERVAL_MS = 6_000

/** The texts the promotions slider shows. */
export type PromoSliderTexts = Pick<
  Texts,
  "promoSliderLabel" | "promoSliderPrevious" | "promoSliderNext" | "promoSliderPause" | "promoSliderPlay" | "promoSlideLabel" | "offerViewLink"
>

/** One slide as rendered. */
export interface PromoSlideView {
  readonly id: string
  readonly title: string
  readonly summary: string
  readonly href: string
  readonly linkText: string
  /** "2 of 3": the slide's accessible name. */
  readonly label: string
  /** The 1920 by 540 artwork; null when the offer has none (the slide is then its words alone). */
  readonly image: { readonly src: string; readonly alt: string } | null
}

/** The promo slider: its slides and, when there is more than one, its controls. */
export interface PromoSliderView {
  readonly label: string
  readonly slides: ReadonlyArray<PromoSlideView>
  readonly controls: boolean
  readonly intervalMs: number
  readonly previousLabel: string
  readonly nextLabel: string
  readonly pauseLabel: string
  readonly playLabel: string
}

/** The page of one offer. */
export const offerPath = (id: string) => `/offers/${id}`

/**
 * The home page slider of the offers running at `now` (expired, future and switched-off offers never
 * show); null when none runs, so the page shows no empty slider.
 *
 * @example
 * import { promoSlider } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const offers = exampleTenant({
 *   promotions: {
 *     offers: [
 *       { id: "stocktake-sale", title: "Stocktake Sale", expiry: "2025-07-25T00:00:00+10:00" },
 *       { id: "eofy-sale", title: "EOFY Sale", expiry: "2025-06-15T16:00:00+10:00" }
 *     ]
 *   }
 * }).promotions.offers
 *
 * promoSlider(offers, new Date("2025-07-10T00:00:00+10:00"), defaultTexts)?.slides.map((slide) => slide.id) // => ["stocktake-sale"]
 */
export function promoSlider(offers: ReadonlyArray<Offer>, now: Date, texts: PromoSliderTexts): PromoSliderView | null {
  const running = activePromos(offers, now)
  if (running.length === 0) return null
  const count = String(running.length)
  return {
    label: texts.promoSliderLabel,
    slides: running.map((offer, index) => ({
      id: offer.id,
      title: offer.title,
      summary: offer.summary,
      href: offerPath(offer.id),
      linkText: texts.offerViewLink,
      label: fillText(texts.promoSlideLabel, { number: String(index + 1), count }),
      image: offer.image ? { src: offer.image, alt: offer.image_alt } : null
    })),
    controls: running.length > 1,
    intervalMs: PROMO_SLIDE_INTERVAL_MS,
    previousLabel: texts.promoSliderPrevious,
    nextLabel: texts.promoSliderNext,
    pauseLabel: texts.promoSliderPause,
    playLabel: texts.promoSliderPlay
  }
}

/**
 * The slide shown after moving `step` slides from `index`; the slider wraps at both ends.
 *
 * @example
 * import { nextSlideIndex } from "@dealer/core/promotions"
 *
 * nextSlideIndex(2, 3, 1) // => 0
 * nextSlideIndex(0, 3, -1) // => 2
 */
export function nextSlideIndex(index: number, count: number, step: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}
