import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { FinanceCalculatorCar } from "@dealer/core/finance"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { FinanceCalculator } from "./finance-calculator.tsx"
import { useFinanceCalculator } from "./use-finance-calculator.ts"

afterEach(cleanup)

const car: FinanceCalculatorCar = { id: 7, price: 45_990, car_type: "used", vin: "JTMABC123" }

function Calculator({ tracked, disclaimer }: { readonly tracked: AnalyticsEvent[]; readonly disclaimer?: string }) {
  const calculator = useFinanceCalculator(
    { car, ...(disclaimer === undefined ? {} : { disclaimer }) },
    { track: async (event) => void tracked.push(event) }
  )
  return <FinanceCalculator calculator={calculator} />
}

function renderCalculator(tracked: AnalyticsEvent[] = [], finance: Record<string, unknown> = {}, disclaimer?: string) {
  return render(
    <TenantProvider tenant={exampleTenant({ finance })}>
      <Calculator tracked={tracked} {...(disclaimer === undefined ? {} : { disclaimer })} />
    </TenantProvider>
  )
}

describe("useFinanceCalculator", () => {
  it("shows the repayment for the car price and updates it when the amount slider moves", () => {
    renderCalculator()
    expect(screen.getByText("$225 Weekly")).toBeTruthy()
    const slider = screen.getByRole("slider", { name: "Loan Amount" })
    act(() => fireEvent.change(slider, { target: { value: "30000" } }))
    expect(screen.getByText("$147 Weekly")).toBeTruthy()
    expect((screen.getByRole("textbox", { name: "Loan Amount" }) as HTMLInputElement).value).toBe("$30,000")
  })

  it("shows the bounds message for a typed amount out of bounds", () => {
    renderCalculator()
    const input = screen.getByRole("textbox", { name: "Loan Amount" })
    act(() => fireEvent.change(input, { target: { value: "$500" } }))
    expect(screen.getByRole("alert").textContent).toBe("Cannot be less than $1,000 or more than $100,000")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    act(() => fireEvent.change(input, { target: { value: "$20,000" } }))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("records the first-use analytics event once across many interactions", async () => {
    const tracked: AnalyticsEvent[] = []
    renderCalculator(tracked)
    act(() => fireEvent.change(screen.getByRole("slider", { name: "Loan Amount" }), { target: { value: "20000" } }))
    act(() => fireEvent.change(screen.getByRole("slider", { name: "Loan Term" }), { target: { value: "3" } }))
    act(() =>
      fireEvent.change(screen.getByRole("combobox", { name: "Payment Frequency" }), { target: { value: "monthly" } })
    )
    await waitFor(() => expect(tracked).toHaveLength(1))
    act(() =>
      fireEvent.change(screen.getByRole("textbox", { name: "Deposit / Trade-in" }), { target: { value: "$5,000" } })
    )
    act(() => fireEvent.change(screen.getByRole("spinbutton", { name: "Interest Rate" }), { target: { value: "8" } }))
    await act(async () => undefined)
    expect(tracked).toEqual([{ id: 26, label: "Used Car" }])
  })

  it("clamps a deposit typed beyond its bounds when the shopper leaves the input", () => {
    renderCalculator()
    const deposit = screen.getByRole("textbox", { name: "Deposit / Trade-in" }) as HTMLInputElement
    act(() => fireEvent.change(deposit, { target: { value: "$900,000" } }))
    act(() => fireEvent.blur(deposit))
    expect(deposit.value).toBe("$250,000")
  })

  it("leads to the finance form, as Enquire for Finance when the repayment is $25 or less", () => {
    renderCalculator()
    const link = screen.getByRole("link", { name: "Get Finance" })
    expect(link.getAttribute("href")).toBe(
      "/finance?car_id=7&car_type=used&vin=JTMABC123&vehiclePriceBudget=45990#finance-form"
    )
    act(() => fireEvent.change(screen.getByRole("textbox", { name: "Loan Amount" }), { target: { value: "$1,200" } }))
    expect(screen.getByRole("link", { name: "Enquire for Finance" })).toBeTruthy()
    expect(screen.queryByText("Total Payable")).toBeNull()
  })

  it("disables the interest slider and the frequency select for monthly-only dealers", () => {
    renderCalculator([], { monthly_only: true })
    expect((screen.getByRole("slider", { name: "Interest Rate" }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole("combobox", { name: "Payment Frequency" }) as HTMLSelectElement).disabled).toBe(true)
  })

  it("hides the interest for dealers using lender rates", () => {
    renderCalculator([], { uses_lender_rates: true })
    expect(screen.queryByRole("slider", { name: "Interest Rate" })).toBeNull()
  })

  it("toggles a collapsed disclaimer with Show More and Show Less", () => {
    const text = "Finance is subject to approval. ".repeat(10)
    renderCalculator([], { disclaimer_collapsible: true }, text)
    const more = screen.getByRole("button", { name: "Show More" })
    expect(more.getAttribute("aria-expanded")).toBe("false")
    expect(screen.getByText(`${text.slice(0, 197)}...`)).toBeTruthy()
    act(() => fireEvent.click(more))
    expect(screen.getByRole("button", { name: "Show Less" }).getAttribute("aria-expanded")).toBe("true")
  })
})
