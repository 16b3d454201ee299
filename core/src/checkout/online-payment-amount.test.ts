import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { amountInCents, formatCents, parseOnlinePayment } from "./online-payment-amount.ts"
import { OnlinePaymentSettings } from "./online-payment-settings.ts"

const settings = decodeOrThrow(OnlinePaymentSettings, {}, "settings")
const parse = (reference: string, amount: string, bounds = settings) =>
  parseOnlinePayment({ reference, amount }, bounds, defaultTexts)

describe("amountInCents", () => {
  it("reads dollars and cents, with or without a dollar sign and thousands commas", () => {
    expect(amountInCents("249.95")).toBe(24995)
    expect(amountInCents("$1,249.5")).toBe(124950)
    expect(amountInCents(" 12 ")).toBe(1200)
    expect(amountInCents("0.07")).toBe(7)
  })

  it("refuses part cents and anything that is not money", () => {
    for (const text of ["12.345", "ten", "-5", "1,23", "12.", "1e3", ""]) expect(amountInCents(text), text).toBeNull()
  })
})

describe("formatCents", () => {
  it("shows both decimals and thousands commas", () => {
    expect(formatCents(123456)).toBe("$1,234.56")
    expect(formatCents(100)).toBe("$1.00")
  })
})

describe("parseOnlinePayment", () => {
  it("accepts a reference and an amount within the bounds, the reference in capitals", () => {
    expect(parse(" inv-1042/a ", "249.95")).toEqual({
      kind: "valid",
      payment: { reference: "INV-1042/A", amountCents: 24995 }
    })
    expect(parse("R1", "1.00").kind).toBe("valid")
    expect(parse("R1", "10,000.00").kind).toBe("valid")
  })

  it("names each missing or malformed field", () => {
    expect(parse("", "")).toEqual({
      kind: "invalid",
      errors: { reference: "Please enter your invoice or reference number.", amount: "Please enter the amount to pay." }
    })
    expect(parse("INV 1042", "20.005")).toEqual({
      kind: "invalid",
      errors: {
        reference: "Please enter up to 30 letters, numbers, dashes or slashes.",
        amount: "Please enter an amount in dollars and cents, e.g. 249.95."
      }
    })
    expect(parse("A".repeat(31), "20").kind).toBe("invalid")
  })

  it("holds the amount to the tenant's bounds", () => {
    expect(parse("R1", "0.99")).toEqual({ kind: "invalid", errors: { amount: "The smallest amount you can pay online is $1.00." } })
    expect(parse("R1", "10000.01")).toEqual({
      kind: "invalid",
      errors: { amount: "The largest amount you can pay online is $10,000.00. Please contact us to pay more." }
    })
    const narrow = { min_amount_cents: 5000, max_amount_cents: 20000 }
    expect(parse("R1", "49.99", narrow).kind).toBe("invalid")
    expect(parse("R1", "200", narrow).kind).toBe("valid")
  })
})
