import type { TradeInVehicle } from "@dealer/core/forms"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { TradeInValuationView } from "./trade-in-valuation-view.tsx"
import { useTradeInValuation, type TradeInValuationServices } from "./use-trade-in-valuation.ts"
import { exampleLeadPage } from "@dealer/core/testing"

afterEach(cleanup)

const page = exampleLeadPage({
  url: "https://example-motors.example/trade-in",
  dealershipId: 3,
  formCategory: "Trade In"
})

const vehicle = (year: number): TradeInVehicle => ({
  id: "val_9",
  year,
  description: `${year} Toyota Corolla Ascent Sport`,
  questions: [{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }]
})

function services(year: number): TradeInValuationServices {
  return {
    lookupRego: async () => vehicle(year),
    submitLead: async () => ({ lead_id: 812 }),
    submitAdjustments: async () => ({ offer_price: 18_500 }),
    acceptOffer: async () => undefined,
    store: async () => undefined,
    track: async () => undefined
  }
}

function Valuation({ year }: { readonly year: number }) {
  return (
    <TradeInValuationView
      valuation={useTradeInValuation({ page, locationShown: false, stored: null }, services(year))}
    />
  )
}

const type = (label: string, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }))

function fillDetails() {
  type("Rego", "abc123")
  type("Kilometres", "45,000")
  type("Is the car under finance?", "No")
  type("Name", "Sam Seller")
  type("Email", "sam@example.com")
  type("Phone", "0412345678")
  act(() => fireEvent.click(screen.getByRole("button", { name: "Get Your Valuation" })))
}

function renderValuation(year: number) {
  render(
    <TenantProvider tenant={exampleTenant()}>
      <Valuation year={year} />
    </TenantProvider>
  )
}

describe("useTradeInValuation", () => {
  it("starts on QLD with Phone, then goes from details to answers, offer and acceptance", async () => {
    renderValuation(new Date().getFullYear() - 2)
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("qld")
    expect((screen.getByLabelText("Preferred contact method") as HTMLSelectElement).value).toBe("Phone")
    fillDetails()
    expect(await screen.findByRole("heading", { name: "Tell us about your car" })).toBeTruthy()
    type("Has the car been in an accident?", "No")
    act(() => fireEvent.click(screen.getByRole("button", { name: "Get My Offer" })))
    expect(await screen.findByText("$18,500")).toBeTruthy()
    act(() => fireEvent.click(screen.getByRole("button", { name: "Accept Offer" })))
    expect(await screen.findByText("Offer accepted. We'll be in touch to arrange an inspection.")).toBeTruthy()
  })

  it("says we'll be in touch for a car too old for an online estimate", async () => {
    renderValuation(new Date().getFullYear() - 10)
    fillDetails()
    expect(
      await screen.findByText(
        "We can't give an online estimate for this car, but we'll be in touch with an offer soon."
      )
    ).toBeTruthy()
  })
})
