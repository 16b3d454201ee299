import { describe, expect, it } from "vitest"
import { enquiryInitialValues } from "./enquiry-initial-values.ts"

describe("enquiryInitialValues", () => {
  it("opens on General Enquiry with opt-in ticked", () => {
    expect(enquiryInitialValues({ categoryShown: true }, null)).toEqual({
      name: "",
      email: "",
      phone: "",
      message: "",
      category: "General Enquiry",
      opt_in: true,
      terms_conditions: false
    })
  })

  it("leaves the category out when the select is hidden, and fills contact fields from stored details", () => {
    const values = enquiryInitialValues(
      { categoryShown: false },
      { name: "Jo", last_name: "Citizen", phone: "0412345678" }
    )
    expect(values).not.toHaveProperty("category")
    expect(values).toMatchObject({ name: "Jo Citizen", email: "", phone: "0412345678", opt_in: true })
  })
})
