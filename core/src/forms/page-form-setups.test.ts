import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { resolveTexts } from "../tenant/texts.ts"
import { enquiryFormInput, type VehicleDialogContext } from "./enquiry-form-setup.ts"
import { enquiryCategoryOptions } from "./lead-categories.ts"
import { enquiryLeadPayload } from "./enquiry-form-machine.ts"
import {
  contactFormSetup,
  enquireNowFormSetup,
  enquiryPageSteps,
  financeEnquirySetup,
  testDrivePageSetup,
  vehicleTestDriveFormSetup
} from "./page-form-setups.ts"
import { FormsSettings } from "./settings.ts"

const texts = resolveTexts(undefined)
const settings = decodeOrThrow(FormsSettings, {}, "forms settings")
const page = {
  url: "https://dealer.example/contact",
  userAgent: "test",
  car: null,
  dealershipId: 3,
  visitedPages: [],
  linkedQueryParams: {}
}
const options = { page, stored: null, dealershipCount: 2, locationShown: true }
const vehicle = {
  dealership_slug: "coastal-kia",
  manufacturer_slug: "kia",
  stock_number: "K1",
  "Vehicle Make": "Kia",
  "Vehicle Model": "Sportage",
  car_type: "used",
  car_id: 7,
  vehicle_status: "in_stock"
}
const dialog: VehicleDialogContext = { carName: "2022 Kia Sportage", vehicle, page, stored: null, dealershipCount: 1 }

describe("page form setups", () => {
  it("gives the contact page a General Enquiry form with the category select and required Comments", () => {
    const input = enquiryFormInput(contactFormSetup(options), settings, texts)
    expect(input.layout).toMatchObject({ categoryShown: true, messageRequired: true, locationShown: true, dealershipShown: true })
    expect(input.values.category).toBe("General Enquiry")
  })

  it("sends test drive and finance leads under their own categories without a category select", () => {
    const testDrive = enquiryFormInput(testDrivePageSetup(options), settings, texts)
    expect(testDrive.layout.categoryShown).toBe(false)
    expect(enquiryLeadPayload(testDrive).category).toBe("Test Drive")
    const finance = enquiryFormInput(financeEnquirySetup({ ...options, message: "Budget $40,000" }), settings, texts)
    expect(enquiryLeadPayload(finance)).toMatchObject({ category: "Finance Enquiry", message: "Budget $40,000" })
  })

  it("makes the vehicle page's Enquire Now a Vehicle Enquiry about the car", () => {
    const input = enquiryFormInput(enquireNowFormSetup(dialog), settings, texts)
    expect(input.layout.messageRequired).toBe(false)
    expect(enquiryLeadPayload(input)).toMatchObject({ category: "Vehicle Enquiry", subcategory: null, car_id: 7, "Vehicle Make": "Kia" })
  })

  it("opens the vehicle test drive at the car's location", () => {
    const input = enquiryFormInput(vehicleTestDriveFormSetup(dialog, 11), settings, texts)
    expect(input.values.location).toBe(11)
    expect(enquiryLeadPayload(input)).toMatchObject({ category: "Test Drive", car_id: 7, location: 11 })
  })

  it("splits the enquiry page into contact details and the enquiry", () => {
    expect(enquiryPageSteps(texts).map((step) => step.title)).toEqual(["Your Details", "Your Enquiry"])
    expect(enquiryPageSteps(texts)[0]?.fields).toEqual(["name", "email", "phone"])
  })

  it("offers the tenant's enquiry categories", () => {
    expect(enquiryCategoryOptions(settings).map((option) => option.value)).toContain("Careers Enquiry")
    expect(enquiryCategoryOptions({ enquiry_categories: ["Sales"] })).toEqual([{ value: "Sales", label: "Sales" }])
  })
})

describe("page form setups with a preferred dealership", () => {
  it("opens the finance enquiry on the dealership its link named", () => {
    const input = enquiryFormInput(financeEnquirySetup({ ...options, dealershipSlug: "coastal-kia" }), settings, texts)
    expect(input.values.dealership_slug).toBe("coastal-kia")
  })
})
