import type { FinanceLenders, FinanceQuoteCar, YouxQuote, YouxQuoteRequest } from "@dealer/core/finance"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { FinanceSummaryStrip } from "./finance-summary-strip.tsx"
import { useFinanceDisclaimer } from "./use-finance-disclaimer.ts"
import { useFinanceQuote } from "./use-finance-quote.ts"

afterEach(cleanup)

const car: FinanceQuoteCar = { id: 7, price: 40_000, year: 2022, vin: "JTMABC123", nvic: null, youxQuote: null }
const quote: YouxQuote = { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
const tenant = exampleTenant({ finance: { youx_quote_enabled: true } })

interface Services {
  readonly requestQuote: (request: YouxQuoteRequest) => Promise<YouxQuote>
  readonly loadDisclaimer: (carId: number) => Promise<FinanceLenders | null>
}

function Strip({ services, stripCar = car }: { readonly services: Services; readonly stripCar?: FinanceQuoteCar }) {
  const quote = useFinanceQuote(stripCar, services)
  const disclaimer = useFinanceDisclaimer({ carId: stripCar.id, lender: "Car Clarity" }, services)
  return <FinanceSummaryStrip summary={quote.summary} disclaimer={disclaimer} />
}

const renderStrip = (services: Services) =>
  render(
    <TenantProvider tenant={tenant}>
      <Strip services={services} />
    </TenantProvider>
  )

describe("useFinanceQuote", () => {
  it("requests the quote once and shows it", async () => {
    const requests: YouxQuoteRequest[] = []
    const { rerender } = renderStrip({
      requestQuote: async (request) => (requests.push(request), quote),
      loadDisclaimer: async () => null
    })
    expect(await screen.findByText("$113")).toBeTruthy()
    rerender(
      <TenantProvider tenant={tenant}>
        <Strip services={{ requestQuote: async () => quote, loadDisclaimer: async () => null }} />
      </TenantProvider>
    )
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ purchasePrice: 40_000, loanTerm: 60, whoIsHelping: "Example Motors" })
  })

  it("ignores a failed request silently: no message, no strip, no second request", async () => {
    let calls = 0
    const { container } = renderStrip({
      requestQuote: async () => {
        calls++
        throw new Error("502")
      },
      loadDisclaimer: async () => null
    })
    await waitFor(() => expect(calls).toBe(1))
    await act(async () => undefined)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(container.textContent).toBe("")
    expect(calls).toBe(1)
  })
})

describe("useFinanceDisclaimer", () => {
  it("opens the site's modal dialog, loads the lender's disclaimer once, and closes on Escape back to the trigger", async () => {
    let loads = 0
    renderStrip({
      requestQuote: async () => quote,
      loadDisclaimer: async () => (loads++, { car_clarity: { disclaimer: "Car Clarity rates from 6.29% p.a." } })
    })
    const trigger = await screen.findByRole("button", { name: "Disclaimer" })
    trigger.focus()
    act(() => fireEvent.click(trigger))
    const dialog = screen.getByRole("dialog", { name: "Finance Disclaimer" })
    // The shared Dialog: the native element opened as a modal, in the site's dialog class.
    expect(dialog.tagName).toBe("DIALOG")
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.className).toBe("dialog")
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(await screen.findByText("Car Clarity rates from 6.29% p.a.")).toBeTruthy()
    act(() => fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(trigger)
    act(() => fireEvent.click(trigger))
    expect(screen.getByText("Car Clarity rates from 6.29% p.a.")).toBeTruthy()
    expect(loads).toBe(1)
  })

  it("closes with the dialog's close button, focus back on the trigger", async () => {
    renderStrip({ requestQuote: async () => quote, loadDisclaimer: async () => null })
    const trigger = await screen.findByRole("button", { name: "Disclaimer" })
    trigger.focus()
    act(() => fireEvent.click(trigger))
    const close = within(screen.getByRole("dialog")).getByRole("button", { name: "Close" })
    expect(close.closest(".dialog-header")).not.toBeNull()
    act(() => fireEvent.click(close))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it("shows the generic disclaimer when loading fails", async () => {
    renderStrip({ requestQuote: async () => quote, loadDisclaimer: () => Promise.reject(new Error("500")) })
    const trigger = await screen.findByRole("button", { name: "Disclaimer" })
    act(() => fireEvent.click(trigger))
    expect(await screen.findByText(tenant.texts.financeDisclaimer)).toBeTruthy()
  })
})
