import type { Car } from "../stock/car.ts"
import type { Texts } from "../tenant/texts.ts"
import type { FinanceDisclaimerTexts } from "./finance-disclaimer-machine.ts"
import type { FinanceQuoteCar } from "./finance-quote-machine.ts"
import { financeDisclaimerTexts, lenderStrips, type LenderStripView } from "./lender-strips.ts"
import type { LenderSummarySettings } from "./lender-summary-eligibility.ts"
import type { FinanceSettings } from "./settings.ts"
import { hasYouxQuote, youxQuoteRequest } from "./youx-quote.ts"

/** The finance strips of the vehicle sidebar. */
export interface VehicleFinanceStrips {
  readonly lenders: ReadonlyArray<LenderStripView>
  /** The disclaimer dialog's texts, when there is a lender strip. */
  readonly disclaimerTexts: FinanceDisclaimerTexts | null
  /** The car for the quote strip, when it has a quote or one is to be requested; else null. */
  readonly quoteCar: FinanceQuoteCar | null
}

/**
 * The vehicle sidebar's finance strips (001 sections 2, 4, 5 and 7): the lenders' strips the car
 * qualifies for, and the finance quote strip of an available car that has a quote or, where the
 * site's quote switch is on, will be quoted once (`youxQuoteRequest`).
 *
 * @example
 * import { vehicleFinanceStrips } from "@dealer/core/finance"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const { finance, texts } = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * // A car with no quote on a site whose quote switch is off has no quote strip.
 * vehicleFinanceStrips(exampleCar(), { finance, manufacturer: null, name: "Example Motors", texts }, now, true).quoteCar // => null
 */
export function vehicleFinanceStrips(
  car: Car,
  site: {
    readonly finance: LenderSummarySettings & Pick<FinanceSettings, "youx_quote_enabled" | "youx_who_is_helping">
    readonly manufacturer?: string | null | undefined
    readonly name: string
    readonly texts: Texts
  },
  now: Date,
  available: boolean
): VehicleFinanceStrips {
  const lenders = lenderStrips({ car, manufacturer: site.manufacturer, now }, site.finance, site.texts)
  const quoteCar: FinanceQuoteCar = {
    id: car.id,
    price: car.price,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    youxQuote: car.youxQuote ?? null
  }
  const quoted =
    hasYouxQuote(quoteCar) ||
    youxQuoteRequest(quoteCar, {
      enabled: site.finance.youx_quote_enabled,
      whoIsHelping: site.finance.youx_who_is_helping ?? site.name
    }) !== null
  return {
    lenders,
    disclaimerTexts: lenders.length > 0 ? financeDisclaimerTexts(site.texts) : null,
    quoteCar: available && quoted ? quoteCar : null
  }
}
