/** What the view counter knows of the call that asks to count a view. */
export interface CarViewCall {
  /** The caller is a crawler (a search engine, a link preview), by its user agent. */
  readonly crawler: boolean
}

/**
 * The name of the per-client daily limit a car's view is counted under (`view:{carId}`), or null
 * when the view is not counted at all: a crawler's visit is nobody's view, and it must not spend
 * the allowance of the shoppers behind the same address. The limit itself (so rotating cookies
 * cannot inflate a count) is the platform's setting.
 *
 * @example
 * import { carViewLimitName } from "@dealer/core"
 *
 * carViewLimitName(100017, { crawler: false }) // => "view:100017"
 * carViewLimitName(100017, { crawler: true }) // => null
 */
export function carViewLimitName(carId: number, call: CarViewCall): string | null {
  return call.crawler ? null : `view:${carId}`
}
