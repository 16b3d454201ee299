import type { Texts } from "../tenant/texts.ts"
import { formatMoney, formatThousands } from "./money.ts"

/**
 * The price input's shown value: `$` prefix and thousands separators; empty when there is none.
 *
 * @example
 * import { formatPriceInput } from "@dealer/core/pricing"
 *
 * formatPriceInput(25000) // => "$25,000"
 * formatPriceInput(null) // => ""
 */
export function formatPriceInput(value: number | null): string {
  return value === null || !Number.isFinite(value) ? "" : formatMoney(value)
}

/**
 * Reads what a shopper typed into a price or kilometre input, ignoring `$`, commas, spaces and the
 * `kms` suffix. Anything else, or nothing, reads as no value.
 *
 * @example
 * import { parseAmountInput } from "@dealer/core/pricing"
 *
 * parseAmountInput("$25,000") // => 25000
 * parseAmountInput("45,120 kms") // => 45120
 * parseAmountInput("lots") // => null
 */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/kms?$/i, "").replace(/[$,\s]/g, "")
  if (!/^\d+(\.\d+)?$/.test(digits)) return null
  const value = Number(digits)
  return Number.isFinite(value) ? value : null
}

/**
 * The kilometre input's shown value: thousands separators and the suffix " kms".
 *
 * @example
 * import { formatKmInput } from "@dealer/core/pricing"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * formatKmInput(45120, defaultTexts) // => "45,120 kms"
 */
export function formatKmInput(value: number | null, texts: Pick<Texts, "kmInputSuffix">): string {
  return value === null || !Number.isFinite(value) ? "" : `${formatThousands(value)}${texts.kmInputSuffix}`
}
