import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { isRegoFormat, regoFieldCheck } from "./rego-format.ts"

describe("isRegoFormat", () => {
  it("accepts 1 to 9 letters and digits, single spaces between, spaces around", () => {
    for (const rego of ["A", "abc123", " ABC 123 ", "1AB2CD", "ABCDE1234", "A B C D E 1 2 3 4"]) {
      expect(isRegoFormat(rego), rego).toBe(true)
    }
  })

  it("refuses blanks, punctuation, double spaces and more than 9 characters", () => {
    for (const rego of ["", "   ", "ABC-123", "AB  12", "ABCDE12345", "ÀBC123"]) {
      expect(isRegoFormat(rego), JSON.stringify(rego)).toBe(false)
    }
  })
})

describe("regoFieldCheck", () => {
  it("asks for a rego when blank", () => {
    expect(regoFieldCheck(" ", defaultTexts)).toEqual({ field: "rego", message: "Please enter your rego" })
    expect(regoFieldCheck(undefined, defaultTexts)).toEqual({ field: "rego", message: "Please enter your rego" })
  })

  it("refuses a rego the lookup would refuse, in the tenant's words", () => {
    expect(regoFieldCheck("ABC-123", defaultTexts)).toEqual({
      field: "rego",
      message: "Please enter a rego of 1 to 9 letters and digits"
    })
    expect(regoFieldCheck("TOOLONG1234", { ...defaultTexts, tradeInRegoInvalid: "Check the plate" })?.message).toBe(
      "Check the plate"
    )
  })

  it("accepts a plate", () => {
    expect(regoFieldCheck("abc 123", defaultTexts)).toBeNull()
  })
})
