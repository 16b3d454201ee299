const aud = /* @__PURE__ */ new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0, minimumFractionDigits: 0 })

/**
 * Money in AUD as the specification shows it: `$`, thousands commas, no decimals.
 *
 * @example
 * import { formatMoney } from "@dealer/core/pricing"
 *
 * formatMoney(45990.4) // => "$45,990"
 */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? "-" : ""
  return `${sign}$${aud.format(Math.abs(Math.round(amount)))}`
}

/**
 * A whole number with thousands commas.
 *
 * @example
 * import { formatThousands } from "@dealer/core/pricing"
 *
 * formatThousands(123456) // => "123,456"
 */
export function formatThousands(value: number): string {
  return aud.format(Math.round(value))
}
