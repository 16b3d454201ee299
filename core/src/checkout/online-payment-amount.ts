import { fillText, type Texts } from "../tenant/texts.ts"
import type { OnlinePaymentSettings } from "./online-payment-settings.ts"

/** The texts the online payment form's validation shows. */
export type OnlinePaymentFormTexts = Pick<
  Texts,
  | "onlinePaymentReferenceRequired"
  | "onlinePaymentReferenceInvalid"
  | "onlinePaymentAmountRequired"
  | "onlinePaymentAmountInvalid"
  | "onlinePaymentAmountTooSmall"
  | "onlinePaymentAmountTooLarge"
>

/** What the customer typed into the online payment form. */
export interface OnlinePaymentInput {
  readonly reference: string
  readonly amount: string
}

/** A payment the form accepts: the reference in capitals and the amount in whole cents. */
export interface OnlinePaymentRequest {
  readonly reference: string
  readonly amountCents: number
}

/** The form's answer: the payment to take, or an error text per field. */
export type OnlinePaymentParse =
  | { readonly kind: "valid"; readonly payment: OnlinePaymentRequest }
  | {
      readonly kind: "invalid"
      readonly errors: { readonly reference?: string; readonly amount?: string }
    }

const aud = /* @__PURE__ */ new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Cents as Australian money with both decimals.
 *
 * @example
 * import { formatCents } from "@dealer/core/checkout"
 *
 * formatCents(123456) // => "$1,234.56"
 */
export function formatCents(cents: number): string {
  return `${cents < 0 ? "-" : ""}$${aud.format(Math.abs(cents) / 100)}`
}

// Dollars with optional thousands commas, and at most two decimals: whole cents only.
const MONEY = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/
const REFERENCE = /^[A-Z0-9][A-Z0-9/-]{0,29}$/

/**
 * An amount typed in dollars as whole cents, or null when it is not money ("12.345", "ten").
 *
 * @example
 * import { amountInCents } from "@dealer/core/checkout"
 *
 * amountInCents("$1,249.5") // => 124950
 */
export function amountInCents(text: string): number | null {
  const match = MONEY.exec(text.trim())
  if (match === null) return null
  const dollars = Number((match[1] ?? "").replaceAll(",", ""))
  const cents = Number((match[2] ?? "").padEnd(2, "0"))
  const total = dollars * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

/**
 * Checks the online payment form: a reference of up to 30 letters, numbers, dashes or slashes,
 * and an amount in whole cents within the tenant's bounds, each failure in the tenant's words.
 *
 * @example
 * import { parseOnlinePayment } from "@dealer/core/checkout"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().online_payment
 *
 * parseOnlinePayment({ reference: "inv-1042", amount: "249.95" }, settings, defaultTexts)
 * // => { kind: "valid", payment: { reference: "INV-1042", amountCents: 24995 } }
 */
export function parseOnlinePayment(
  input: OnlinePaymentInput,
  settings: OnlinePaymentSettings,
  texts: OnlinePaymentFormTexts
): OnlinePaymentParse {
  const reference = input.reference.trim().toUpperCase()
  const referenceError =
    reference === ""
      ? texts.onlinePaymentReferenceRequired
      : REFERENCE.test(reference)
        ? undefined
        : texts.onlinePaymentReferenceInvalid
  const amountCents = input.amount.trim() === "" ? null : amountInCents(input.amount)
  const bounds = { min: formatCents(settings.min_amount_cents), max: formatCents(settings.max_amount_cents) }
  const amountError =
    input.amount.trim() === ""
      ? texts.onlinePaymentAmountRequired
      : amountCents === null
        ? texts.onlinePaymentAmountInvalid
        : amountCents < settings.min_amount_cents
          ? fillText(texts.onlinePaymentAmountTooSmall, bounds)
          : amountCents > settings.max_amount_cents
            ? fillText(texts.onlinePaymentAmountTooLarge, bounds)
            : undefined
  if (referenceError === undefined && amountError === undefined && amountCents !== null) {
    return { kind: "valid", payment: { reference, amountCents } }
  }
  return {
    kind: "invalid",
    errors: {
      ...(referenceError === undefined ? {} : { reference: referenceError }),
      ...(amountError === undefined ? {} : { amount: amountError })
    }
  }
}
