import type { DeliveryEstimate } from "@dealer/core/locations"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { DeliveryCalculatorForm } from "./delivery-calculator-form.tsx"
import { useDeliveryCalculator } from "./use-delivery-calculator.ts"

afterEach(cleanup)

function Calculator({ lookup }: { readonly lookup: (postcode: string) => Promise<DeliveryEstimate> }) {
  return <DeliveryCalculatorForm delivery={useDeliveryCalculator({ lookupDeliveryPrice: lookup })} />
}

function renderCalculator(lookup: (postcode: string) => Promise<DeliveryEstimate>) {
  render(
    <TenantProvider tenant={exampleTenant()}>
      <Calculator lookup={lookup} />
    </TenantProvider>
  )
  return { input: screen.getByLabelText("Postcode"), button: screen.getByRole("button", { name: "Calculate" }) }
}

describe("useDeliveryCalculator", () => {
  it("asks for a postcode when none is entered, without a lookup", () => {
    let calls = 0
    const { button, input } = renderCalculator(async () => {
      calls++
      return { found: true, price: 1, name: "x" }
    })
    act(() => fireEvent.click(button))
    expect(screen.getByRole("alert").textContent).toBe("Please enter a postcode.")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(calls).toBe(0)
  })

  it("rejects a postcode that is not 4 digits", () => {
    const { button, input } = renderCalculator(async () => ({ found: true, price: 1, name: "x" }))
    expect(input.getAttribute("maxlength")).toBe("4")
    act(() => fireEvent.change(input, { target: { value: "421" } }))
    act(() => fireEvent.click(button))
    expect(screen.getByRole("alert").textContent).toBe("Invalid postcode. Please enter a 4-digit number.")
  })

  it("disables the button while loading, then shows the price and region", async () => {
    let answer: (estimate: DeliveryEstimate) => void = () => undefined
    const asked: string[] = []
    const { button, input } = renderCalculator((postcode) => {
      asked.push(postcode)
      return new Promise((resolve) => (answer = resolve))
    })
    act(() => fireEvent.change(input, { target: { value: "4215" } }))
    act(() => fireEvent.click(button))
    expect((button as HTMLButtonElement).disabled).toBe(true)
    await act(async () => answer({ found: true, price: 349, name: "Regional" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Delivery to Regional: $349"))
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(asked).toEqual(["4215"])
  })

  it("shows the spec's message when no price is found or the lookup fails", async () => {
    const sorry =
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
    const { button, input } = renderCalculator(() => Promise.reject(new Error("502")))
    act(() => fireEvent.change(input, { target: { value: "0872" } }))
    act(() => fireEvent.click(button))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(sorry))
  })
})
