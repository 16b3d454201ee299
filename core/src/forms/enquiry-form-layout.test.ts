import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { autoSelectedOption, enquiryFormLayout, type EnquiryFormPlacement } from "./enquiry-form-layout.ts"
import { FormsSettings } from "./settings.ts"

const defaults = decodeOrThrow(FormsSettings, {}, "forms settings")
const contactPage: EnquiryFormPlacement = {
  messageRequired: true,
  eventId: 22,
  formCategory: "General Enquiry",
  locationShown: true,
  dealershipCount: 3
}

describe("enquiryFormLayout", () => {
  it("requires Comments and shows every select on a general contact form with the defaults", () => {
    expect(enquiryFormLayout(contactPage, defaults)).toEqual({
      messageRequired: true,
      categoryShown: true,
      locationShown: true,
      dealershipShown: true,
      optInShown: true,
      termsRequired: false
    })
  })

  it("makes Comments optional on the vehicle page or where the tenant turns it off", () => {
    expect(enquiryFormLayout({ ...contactPage, messageRequired: false }, defaults).messageRequired).toBe(false)
    expect(enquiryFormLayout(contactPage, { ...defaults, enquiry_message_required: false }).messageRequired).toBe(false)
  })

  it("shows the dealership select only for several dealerships, unless removed", () => {
    expect(enquiryFormLayout({ ...contactPage, dealershipCount: 1 }, defaults).dealershipShown).toBe(false)
    expect(enquiryFormLayout(contactPage, { ...defaults, dealership_select_removed: true }).dealershipShown).toBe(false)
  })

  it("hides opt-in and requires terms by tenant switch", () => {
    const layout = enquiryFormLayout(contactPage, { ...defaults, opt_in_hidden: true, terms_required: true })
    expect([layout.optInShown, layout.termsRequired]).toEqual([false, true])
  })

  it("hides the category select outside event 22 and General Enquiry", () => {
    const vehicle = { ...contactPage, eventId: 15, formCategory: "Vehicle Enquiry" }
    expect(enquiryFormLayout(vehicle, defaults).categoryShown).toBe(false)
  })
})

describe("autoSelectedOption", () => {
  it("fills a select by itself only when it has exactly one option", () => {
    expect(autoSelectedOption([{ id: 7 }])).toEqual({ id: 7 })
    expect(autoSelectedOption([])).toBeNull()
    expect(autoSelectedOption([{ id: 7 }, { id: 8 }])).toBeNull()
  })
})
