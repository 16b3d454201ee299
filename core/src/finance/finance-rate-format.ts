const percent = /* @__PURE__ */ new Intl.NumberFormat("en-AU", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2
})

/**
 * An annual rate in percent as shown on finance strips: up to two decimals.
 *
 * @example
 * import { formatFinanceRate } from "@dealer/core/finance"
 *
 * formatFinanceRate(8.19) // => "8.19%"
 */
export function formatFinanceRate(ratePercent: number): string {
  return `${percent.format(ratePercent)}%`
}
