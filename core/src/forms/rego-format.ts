import type { Texts } from "../tenant/texts.ts"
import { isBlankInput } from "./contact-formats.ts"
import type { FieldError } from "./form-validation.ts"

// The plates Australian registries issue: 1 to 9 letters and digits, as people type them with a
// space here and there; the one rule the trade-in form and the rego lookup API both apply.
const REGO = /^\s*[A-Za-z0-9](?:\s?[A-Za-z0-9]){0,8}\s*$/

/**
 * Whether a rego as typed is a plate the valuation lookup can search for: 1 to 9 letters and
 * digits, at most one space between two of them, spaces around it ignored.
 *
 * @example
 * import { isRegoFormat } from "@dealer/core"
 *
 * isRegoFormat(" abc 123 ") // => true
 * isRegoFormat("ABC-123") // => false
 * isRegoFormat("ABCDE12345") // => false
 */
export function isRegoFormat(rego: string): boolean {
  return REGO.test(rego)
}

/**
 * The trade-in form's rego error: "Please enter your rego" when blank, the tenant's
 * `tradeInRegoInvalid` when it is not a plate (`isRegoFormat`), else null.
 *
 * @example
 * import { regoFieldCheck } from "@dealer/core"
 *
 * const texts = { tradeInRegoRequired: "Please enter your rego", tradeInRegoInvalid: "Please enter a rego of 1 to 9 letters and digits" }
 * regoFieldCheck("ABC-123", texts) // => { field: "rego", message: "Please enter a rego of 1 to 9 letters and digits" }
 * regoFieldCheck("ABC 123", texts) // => null
 */
export function regoFieldCheck(
  rego: string | null | undefined,
  texts: Pick<Texts, "tradeInRegoRequired" | "tradeInRegoInvalid">
): FieldError<"rego"> | null {
  if (rego === null || rego === undefined || isBlankInput(rego)) return { field: "rego", message: texts.tradeInRegoRequired }
  return isRegoFormat(rego) ? null : { field: "rego", message: texts.tradeInRegoInvalid }
}
