import { financeCalculatorDefaults } from "../finance/calculator-defaults.ts"
import { financeRepayment } from "../finance/repayment.ts"
import type { FinanceSettings } from "../finance/settings.ts"
import { currentPrice } from "../pricing/current-price.ts"
import { formatMoney, formatThousands } from "../pricing/money.ts"
import { priceDisplay } from "../pricing/price-display.ts"
import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import { carTitle } from "../stock/car-title.ts"
import { engineText } from "../stock/engine-text.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"

/** The compare page shows at least two cars and at most four side by side. */
export const COMPARE_MIN_CARS = 2
/** The most cars the comparison page compares at once. */
export const COMPARE_MAX_CARS = 4

/** A compared car's column: its title, image, price and link. */
export interface ComparedCarColumn {
  readonly id: number
  readonly title: string
  readonly href: string
  readonly imageUrl: string | null
}

/** A compared figure's row: its label and each car's value. */
export interface ComparisonRow {
  readonly label: string
  /** One value per column, in the columns' order. */
  readonly values: ReadonlyArray<string>
}

/** The comparison page as shown: a column per car and a row per compared figure. */
export interface CarComparisonView {
  readonly columns: ReadonlyArray<ComparedCarColumn>
  readonly rows: ReadonlyArray<ComparisonRow>
}

/**
 * The car ids a compare URL names (`?car=12&car=15` or `?car=12,15`): positive whole numbers, each
 * once, in order, at most four.
 *
 * @example
 * import { compareCarIds } from "@dealer/core/site"
 *
 * compareCarIds(["12,15", "12", "x"]) // => [12, 15]
 */
export function compareCarIds(values: ReadonlyArray<string>): ReadonlyArray<number> {
  const ids = values
    .flatMap((value) => value.split(","))
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, COMPARE_MAX_CARS)
}

type ComparedCar = Pick<
  Car,
  | "id"
  | "slug"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "km"
  | "price"
  | "offer_price"
  | "before_price"
  | "subscription_price"
  | "preorder"
  | "simple_body"
  | "body"
  | "simple_transmission"
  | "transmission"
  | "simple_fuel"
  | "fuel"
  | "engine_size_litres"
  | "variant"
  | "seats"
  | "primary_image_url"
  | "images"
>

const text = (value: string | null | undefined) => value?.trim() || null


type ComparisonTexts = Texts

const frequencyText = (frequency: FinanceSettings["default_frequency"], texts: ComparisonTexts) =>
  frequency === "weekly" ? texts.financeWeekly : frequency === "fortnightly" ? texts.financeFortnightly : texts.financeMonthly

/** The calculator's default repayment for the car's price (001 section 9), or the enquire text. */
function repaymentText(car: ComparedCar, finance: FinanceSettings, texts: ComparisonTexts): string {
  const input = financeCalculatorDefaults({ carPrice: currentPrice(car), lenderRate: null }, finance)
  const result = financeRepayment(input, { roundUp: finance.round_up_repayment })
  return result.kind === "quote"
    ? fillText(texts.compareRepaymentValue, {
        amount: formatMoney(result.repayment),
        frequency: frequencyText(input.frequency, texts)
      })
    : texts.financeEnquire
}

/**
 * The compare page (000 section 1, "compare"): one column per car and one row per feature (price,
 * odometer, year, body, transmission, fuel, engine, fuel economy, seats, repayment), a dash where a
 * car does not say.
 *
 * @example
 * import { carComparison } from "@dealer/core/site"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const hilux = exampleCar()
 * const ranger = exampleCar({ id: 2, slug: "2021-ford-ranger-xlt-f5678", year: 2021, make: "Ford", model: "Ranger", badge: "XLT", price: 49990 })
 *
 * carComparison([hilux, ranger], tenant).rows[0] // => { label: "Price", values: ["$52,990", "$49,990"] }
 */
export function carComparison(
  cars: ReadonlyArray<ComparedCar>,
  tenant: Pick<Tenant, "texts" | "finance" | "offers_subscription">
): CarComparisonView {
  const { texts } = tenant
  const priceContext = { offersSubscription: tenant.offers_subscription, texts }
  const row = (label: string, value: (car: ComparedCar) => string | null): ComparisonRow => ({
    label,
    values: cars.map((car) => value(car) ?? texts.compareNotGiven)
  })
  const economy = (car: ComparedCar) => {
    const litres = car.variant?.fuelconsumptioncombined
    return litres != null && litres > 0 ? fillText(texts.compareEconomyValue, { litres: String(litres) }) : null
  }
  return {
    columns: cars.map((car) => ({
      id: car.id,
      title: carTitle(car),
      href: carPath(car),
      imageUrl: car.primary_image_url ?? car.images?.[0]?.image_url ?? null
    })),
    rows: [
      row(texts.comparePrice, (car) => {
        const price = priceDisplay(car, priceContext)
        return price.kind === "subscription" ? `${price.text}${price.suffix}` : price.text
      }),
      row(texts.compareKm, (car) => `${formatThousands(car.km)} km`),
      row(texts.compareYear, (car) => String(car.year)),
      row(texts.compareBody, (car) => text(car.simple_body) ?? text(car.body)),
      row(texts.compareTransmission, (car) => text(car.simple_transmission) ?? text(car.transmission)),
      row(texts.compareFuel, (car) => text(car.simple_fuel) ?? text(car.fuel)),
      row(texts.compareEngine, engineText),
      row(texts.compareEconomy, economy),
      row(texts.compareSeats, (car) => (car.seats != null && car.seats > 0 ? String(car.seats) : null)),
      row(texts.compareRepayment, (car) => repaymentText(car, tenant.finance, texts))
    ]
  }
}
