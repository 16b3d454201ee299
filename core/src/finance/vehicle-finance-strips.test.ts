import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { vehicleFinanceStrips } from "./vehicle-finance-strips.ts"

const now = new Date("2026-06-01T00:00:00Z")
const record = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 112, paymentMonth: 485, termYears: 5 }
const car = exampleCar({ year: 2022, price: 45_990, status: "in_stock", finance_lenders: { taurus: record } })

describe("vehicleFinanceStrips", () => {
  it("gives the lenders' strips with the disclaimer dialog's texts", () => {
    const strips = vehicleFinanceStrips(car, exampleTenant(), now, true)
    expect(strips.lenders.map((strip) => strip.lender)).toEqual(["Taurus"])
    expect(strips.disclaimerTexts?.financeDisclaimerButton).toBe("Disclaimer")
    const none = vehicleFinanceStrips(exampleCar({ finance_lenders: null }), exampleTenant(), now, true)
    expect(none).toMatchObject({ lenders: [], disclaimerTexts: null, quoteCar: null })
  })

  it("quotes an available, priced car once where the site's quote switch is on", () => {
    const on = exampleTenant({ finance: { youx_quote_enabled: true } })
    expect(vehicleFinanceStrips(car, on, now, true).quoteCar).toMatchObject({ id: car.id, price: 45_990, year: 2022 })
    expect(vehicleFinanceStrips(car, exampleTenant(), now, true).quoteCar).toBeNull()
    expect(vehicleFinanceStrips(car, on, now, false).quoteCar).toBeNull()
    expect(vehicleFinanceStrips({ ...car, price: 0 }, on, now, true).quoteCar).toBeNull()
  })

  it("shows a quote the car already has, whatever the switch", () => {
    const quoted = { ...car, youxQuote: { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 } }
    expect(vehicleFinanceStrips(quoted, exampleTenant(), now, true).quoteCar?.youxQuote?.weeklyRepaymentAmount).toBe(112.5)
  })
})
