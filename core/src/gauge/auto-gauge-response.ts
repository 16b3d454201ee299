import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { decodeResult } from "../shared/decode.ts"
import { Maybe } from "../shared/maybe.ts"

/** What the gauge service answers when it has no figures for a car. */
export const NO_DATA_RETURNED = "No data returned"

/**
 * The market-price gauge's answer (stock document section 3, "Auto gauge response"). Every value
 * may be missing; the gauge is then hidden.
 *
 * @example
 * import { AutoGaugeResponse } from "@dealer/core/gauge"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(AutoGaugeResponse, { fill: 0.7, listing_price: 30990, confidence: 0.8 }, "gauge")
 */
export const AutoGaugeResponse = /* @__PURE__ */ Schema.Struct({
  fill: /* @__PURE__ */ Maybe(Schema.Finite),
  listing_price: /* @__PURE__ */ Maybe(Schema.Finite),
  market_range_min: /* @__PURE__ */ Maybe(Schema.Finite),
  market_range_max: /* @__PURE__ */ Maybe(Schema.Finite),
  confidence: /* @__PURE__ */ Maybe(Schema.Finite),
  description: /* @__PURE__ */ Maybe(Schema.String)
})
export type AutoGaugeResponse = typeof AutoGaugeResponse.Type

function saysNoData(body: unknown): boolean {
  if (typeof body === "string") return body.trim() === NO_DATA_RETURNED
  if (typeof body !== "object" || body === null) return false
  const record = body as Record<string, unknown>
  return [record["message"], record["error"], record["detail"]].some((value) => value === NO_DATA_RETURNED)
}

/**
 * Reads the gauge call's body: `null` when it says "No data returned" or does not fit the
 * response (both hide the gauge, section 8).
 *
 * @example
 * import { autoGaugeFromBody } from "@dealer/core/gauge"
 *
 * autoGaugeFromBody({ error: "No data returned" }) // => null
 * autoGaugeFromBody({ fill: 0.7 }) // => { fill: 0.7 }
 */
export function autoGaugeFromBody(body: unknown): AutoGaugeResponse | null {
  if (saysNoData(body)) return null
  const decoded = decodeResult(AutoGaugeResponse, body, "auto gauge response")
  return Result.isSuccess(decoded) ? decoded.success : null
}
