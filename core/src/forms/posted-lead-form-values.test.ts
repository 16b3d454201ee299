import { describe, expect, it } from "vitest"
import { leadFormInitialValues } from "./lead-form-setup.ts"
import { postedLeadFormValues } from "./posted-lead-form-values.ts"

const opening = leadFormInitialValues(null)

describe("postedLeadFormValues", () => {
  it("reads every field of a plain post, the honeypot included", () => {
    const posted = {
      name: "Jo",
      last_name: "Citizen",
      postcode: "4305",
      phone: "0412345678",
      email: "jo@example.com",
      website: "",
      has_trade_in: "No",
      _token: "ignored"
    }
    expect(postedLeadFormValues(opening, posted)).toEqual({
      name: "Jo",
      last_name: "Citizen",
      postcode: "4305",
      phone: "0412345678",
      email: "jo@example.com",
      website: "",
      has_trade_in: "No"
    })
    expect(postedLeadFormValues(opening, { ...posted, website: "http://spam.example" }).website).toBe("http://spam.example")
  })

  it("leaves the trade-in unanswered for the empty option or anything but Yes and No, so validation asks again", () => {
    expect(postedLeadFormValues(opening, { has_trade_in: "" }).has_trade_in).toBeNull()
    expect(postedLeadFormValues(opening, { has_trade_in: "Maybe" }).has_trade_in).toBeNull()
    expect(postedLeadFormValues(opening, { has_trade_in: "Yes" }).has_trade_in).toBe("Yes")
  })

  it("keeps the opening values of fields the post left out", () => {
    const stored = leadFormInitialValues({ name: "Jo", postcode: "4305" })
    expect(postedLeadFormValues(stored, { email: "jo@example.com" })).toMatchObject({ name: "Jo", postcode: "4305", email: "jo@example.com" })
  })
})
