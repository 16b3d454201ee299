import { describe, expect, it } from "vitest"
import { formatMoney, formatThousands } from "./money.ts"

describe("formatMoney", () => {
  it("uses $, thousands commas and no decimals", () => {
    expect(formatMoney(1234567.6)).toBe("$1,234,568")
    expect(formatMoney(0)).toBe("$0")
    expect(formatMoney(-2500)).toBe("-$2,500")
  })
  it("groups plain numbers", () => {
    expect(formatThousands(45120)).toBe("45,120")
  })
})
