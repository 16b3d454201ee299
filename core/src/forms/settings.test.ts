import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { FormsSettings } from "./settings.ts"

describe("FormsSettings", () => {
  it("takes the specification's defaults", () => {
    expect(decodeOrThrow(FormsSettings, {}, "forms settings")).toEqual({
      enquiry_message_required: true,
      opt_in_hidden: false,
      terms_required: false,
      dealership_select_removed: false,
      parts_required_fields: ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Order Detail"],
      trade_in_estimate_max_age_years: 7,
      trade_in_estimate_max_km: 100000,
      enquiry_categories: [
        "General Enquiry",
        "Vehicle Enquiry",
        "Finance Enquiry",
        "Service Enquiry",
        "Parts Enquiry",
        "Careers Enquiry"
      ],
      default_rego_state: "qld",
      enquire_now_form: "enquiry"
    })
  })

  it("lets a dealer pick the short lead form for Enquire Now, and nothing else", () => {
    expect(decodeOrThrow(FormsSettings, { enquire_now_form: "lead" }, "forms settings").enquire_now_form).toBe("lead")
    expect(() => decodeOrThrow(FormsSettings, { enquire_now_form: "short" }, "forms settings")).toThrow()
  })

  it("refuses unknown parts fields and negative limits", () => {
    expect(() => decodeOrThrow(FormsSettings, { parts_required_fields: ["Colour"] }, "forms settings")).toThrow()
    expect(() => decodeOrThrow(FormsSettings, { trade_in_estimate_max_km: -1 }, "forms settings")).toThrow()
  })
})
