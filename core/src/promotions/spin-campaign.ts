import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/** The spin-to-win page (section 2 of document 001, "/spin-to-win"). */
export const SPIN_TO_WIN_PATH = "/spin-to-win"

const Id = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/))
const Weight = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0))

/** One prize of a spin-to-win campaign; a prize of weight 3 comes up three times as often as one of weight 1. */
export const SpinPrize = /* @__PURE__ */ Schema.Struct({
  id: Id,
  label: Schema.NonEmptyString,
  weight: Weight
})
export type SpinPrize = typeof SpinPrize.Type

/**
 * A tenant's spin-to-win campaign at `/spin-to-win`: each signed-in shopper spins once per
 * campaign `id` (a new id starts a new campaign), and the prize is drawn on the server.
 *
 * @example
 * import { SpinCampaign } from "@dealer/core/promotions"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const prizes = [{ id: "cap", label: "Cap", weight: 1 }]
 * const campaign = decodeOrThrow(SpinCampaign, { id: "spring-2026", title: "Spin to Win", prizes, terms: "One spin each." }, "campaign")
 * campaign.prizes.length // => 1
 */
export const SpinCampaign = /* @__PURE__ */ Schema.Struct({
  id: Id,
  title: Schema.NonEmptyString,
  /** A sentence under the title: what can be won. */
  intro: /* @__PURE__ */ withDefault(Schema.String, ""),
  prizes: /* @__PURE__ */ Schema.NonEmptyArray(SpinPrize),
  /** The campaign's terms and conditions, shown in full beside the spin button. */
  terms: Schema.NonEmptyString,
  /** Off takes the page down (404) without losing the entries. */
  enabled: /* @__PURE__ */ withDefault(Schema.Boolean, true)
})
export type SpinCampaign = typeof SpinCampaign.Type

/**
 * The campaign the site runs now, or null (the page answers 404).
 *
 * @example
 * import { activeSpinCampaign } from "@dealer/core/promotions"
 *
 * activeSpinCampaign({ spin_to_win: null }) // => null
 */
export function activeSpinCampaign(settings: { readonly spin_to_win?: SpinCampaign | null | undefined }): SpinCampaign | null {
  const campaign = settings.spin_to_win ?? null
  return campaign !== null && campaign.enabled ? campaign : null
}
