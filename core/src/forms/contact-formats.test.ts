import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  australianLandlineArbitrary,
  australianMobileArbitrary,
  emailAddressArbitrary,
  fourDigitPostcodeArbitrary,
  invalidAustralianPhoneArbitrary,
  invalidPostcodeInputArbitrary
} from "../testing/forms-arbitraries.ts"
import {
  australianPhoneDigits,
  isAustralianMobile,
  isAustralianPhone,
  isBlankInput,
  isEmailAddress,
  isFourDigitPostcode
} from "./contact-formats.ts"

describe("isFourDigitPostcode", () => {
  it("takes exactly 4 digits", () => {
    expect(isFourDigitPostcode("4000")).toBe(true)
    expect(isFourDigitPostcode("0800")).toBe(true)
    expect(isFourDigitPostcode(" 2000 ")).toBe(true)
    for (const bad of ["", "400", "40000", "40a0", "4 000", "-400"]) expect(isFourDigitPostcode(bad)).toBe(false)
  })

  it("accepts every generated postcode and refuses every generated bad input", () => {
    fc.assert(
      fc.property(fourDigitPostcodeArbitrary, (postcode) => isFourDigitPostcode(postcode)),
      { numRuns: 500 }
    )
    fc.assert(
      fc.property(invalidPostcodeInputArbitrary, (input) => !isFourDigitPostcode(input)),
      { numRuns: 500 }
    )
  })
})

describe("Australian phone numbers", () => {
  it("normalises +61 and separators to the national form", () => {
    expect(australianPhoneDigits("+61 412 345 678")).toBe("0412345678")
    expect(australianPhoneDigits("61412345678")).toBe("0412345678")
    expect(australianPhoneDigits("+61 (0)7 3210 1234")).toBe("0732101234")
    expect(australianPhoneDigits("(07) 3210-1234")).toBe("0732101234")
    expect(australianPhoneDigits("1300 123 456")).toBe("1300123456")
    expect(australianPhoneDigits("13 12 34")).toBe("131234")
    expect(australianPhoneDigits("0412 345 67")).toBeNull()
    expect(australianPhoneDigits("call me")).toBeNull()
  })

  it("tells mobiles from landlines", () => {
    expect(isAustralianMobile("0412 345 678")).toBe(true)
    expect(isAustralianMobile("07 3210 1234")).toBe(false)
    expect(isAustralianPhone("07 3210 1234")).toBe(true)
    expect(isAustralianPhone("05 1234 5678")).toBe(false)
  })

  it("accepts every generated mobile and landline, and refuses generated non-numbers", () => {
    fc.assert(fc.property(australianMobileArbitrary, (phone) => isAustralianMobile(phone) && isAustralianPhone(phone)))
    fc.assert(
      fc.property(australianLandlineArbitrary, (phone) => isAustralianPhone(phone) && !isAustralianMobile(phone))
    )
    fc.assert(fc.property(invalidAustralianPhoneArbitrary, (phone) => !isAustralianPhone(phone)))
  })
})

describe("isEmailAddress", () => {
  it("takes ordinary addresses and refuses broken ones", () => {
    expect(isEmailAddress("jo@example.com.au")).toBe(true)
    expect(isEmailAddress(" jo.citizen+cars@mail.example.com ")).toBe(true)
    for (const bad of [
      "",
      "jo",
      "jo@",
      "@example.com",
      "jo@example",
      "jo@example.c",
      "jo @example.com",
      "jo@@x.com",
      "jo@x..com"
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false)
    }
    expect(isEmailAddress(`${"a".repeat(250)}@x.com`)).toBe(false)
  })

  it("accepts every generated address", () => {
    fc.assert(fc.property(emailAddressArbitrary, (email) => isEmailAddress(email)))
  })
})

describe("isBlankInput", () => {
  it("treats missing and whitespace-only values as blank", () => {
    expect([null, undefined, "", "  \t"].map(isBlankInput)).toEqual([true, true, true, true])
    expect(isBlankInput(" a ")).toBe(false)
  })
})
