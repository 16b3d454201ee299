import { describe, expect, it } from "vitest"
import { vehicleFormFlow } from "./vehicle-form-flow.ts"

describe("vehicleFormFlow", () => {
  it("opens the enquiry form from Enquire Now unless the tenant picks the lead form", () => {
    expect(vehicleFormFlow("enquire", { enquire_now_form: "enquiry" })).toBe("enquiry")
    expect(vehicleFormFlow("enquire", { enquire_now_form: "lead" })).toBe("lead")
  })

  it("keeps the other forms of the page as they are, whatever the tenant picks", () => {
    for (const choice of ["enquiry", "lead"] as const) {
      expect(vehicleFormFlow("test-drive", { enquire_now_form: choice })).toBe("test-drive")
      expect(vehicleFormFlow("request-photos", { enquire_now_form: choice })).toBe("enquiry")
      expect(vehicleFormFlow("find-similar", { enquire_now_form: choice })).toBe("enquiry")
    }
  })
})
