import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { BusinessDetails, formatAbn } from "./business-details.ts"
import { businessName } from "./dealer-details.ts"
import { defaultTexts } from "../tenant/texts.ts"

describe("the business behind a site", () => {
  it("takes an ABN spaced or not, and refuses anything else", () => {
    expect(decodeOrThrow(BusinessDetails, { abn: "12 345 678 901" }, "business").abn).toBe("12 345 678 901")
    expect(decodeOrThrow(BusinessDetails, { abn: "12345678901" }, "business").abn).toBe("12345678901")
    expect(() => decodeOrThrow(BusinessDetails, { abn: "1234567890" }, "business")).toThrow()
    expect(() => decodeOrThrow(BusinessDetails, { privacy_email: "not an address" }, "business")).toThrow()
    expect(decodeOrThrow(BusinessDetails, {}, "business")).toEqual({})
  })

  it("prints an ABN 2-3-3-3", () => {
    expect(formatAbn("12345678901")).toBe("12 345 678 901")
    expect(formatAbn("12 345 678 901")).toBe("12 345 678 901")
  })

  it("names the registered business trading as the site, or the site alone", () => {
    expect(businessName("Coastal Kia", { legal_name: "Gold Coast Motors Pty Ltd" }, defaultTexts)).toBe(
      "Gold Coast Motors Pty Ltd (trading as Coastal Kia)"
    )
    expect(businessName("Coastal Kia", { legal_name: "Coastal Kia" }, defaultTexts)).toBe("Coastal Kia")
    expect(businessName("Coastal Kia", {}, defaultTexts)).toBe("Coastal Kia")
  })
})
