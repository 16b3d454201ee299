import { fillText, type Texts } from "../tenant/texts.ts"
import type { SpinResult } from "./draw-spin-prize.ts"
import type { SpinCampaign } from "./spin-campaign.ts"

/** The texts the spin-to-win promotion shows. */
export type SpinToWinTexts = Pick<
  Texts,
  | "spinPrizesHeading"
  | "spinTermsHeading"
  | "spinButton"
  | "spinOncePerShopper"
  | "spinResultHeading"
  | "spinResultWon"
  | "spinResultClaim"
  | "spinAlreadySpun"
>

/** What the spin-to-win page shows: the campaign, and either the spin button or the shopper's result. */
export interface SpinToWinView {
  readonly title: string
  readonly intro: string | null
  readonly prizesHeading: string
  readonly prizes: ReadonlyArray<{ readonly id: string; readonly label: string }>
  readonly termsHeading: string
  readonly terms: string
  /** The spin form, while the shopper has not spun; null once they have. */
  readonly spin: { readonly label: string; readonly note: string } | null
  /** The shopper's prize once they have spun. */
  readonly result: {
    readonly heading: string
    readonly text: string
    readonly claim: string
    readonly prizeId: string
    /** Said when a second spin was asked for. */
    readonly repeatNote: string | null
  } | null
}

/**
 * The spin-to-win page for a campaign and the shopper's entry (null before their spin).
 * `repeated` is true when the shopper asked to spin again, so the page says they already have.
 *
 * @example
 * import { spinToWinView } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const campaign = {
 *   id: "spring", title: "Spring Spin to Win", intro: "", terms: "One spin per person.", enabled: true,
 *   prizes: [{ id: "cap", label: "Cap", weight: 3 }, { id: "service", label: "Free service", weight: 1 }]
 * } as const
 *
 * spinToWinView(campaign, null, defaultTexts).spin?.label // => "Spin the wheel"
 * spinToWinView(campaign, { prizeId: "cap", prizeLabel: "Cap" }, defaultTexts).result?.text // => "You won: Cap"
 */
export function spinToWinView(
  campaign: SpinCampaign,
  entry: SpinResult | null,
  texts: SpinToWinTexts,
  repeated = false
): SpinToWinView {
  return {
    title: campaign.title,
    intro: campaign.intro === "" ? null : campaign.intro,
    prizesHeading: texts.spinPrizesHeading,
    prizes: campaign.prizes.map(({ id, label }) => ({ id, label })),
    termsHeading: texts.spinTermsHeading,
    terms: campaign.terms,
    spin: entry === null ? { label: texts.spinButton, note: texts.spinOncePerShopper } : null,
    result:
      entry === null
        ? null
        : {
            heading: texts.spinResultHeading,
            text: fillText(texts.spinResultWon, { prize: entry.prizeLabel }),
            claim: texts.spinResultClaim,
            prizeId: entry.prizeId,
            repeatNote: repeated ? texts.spinAlreadySpun : null
          }
  }
}
