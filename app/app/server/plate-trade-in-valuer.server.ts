import { createHash } from "node:crypto"
import { tradeInAppraisalQuestions, type RegisteredVehicle, type TradeInValuer } from "@dealer/core/platform"

// Common trade-ins and their price new; the embedded valuer describes every plate as one of them.
const CATALOGUE = [
  { make: "Toyota", model: "Corolla", badge: "Ascent Sport", priceNew: 30_000 },
  { make: "Mazda", model: "CX-5", badge: "Maxx Sport", priceNew: 40_000 },
  { make: "Hyundai", model: "i30", badge: "Active", priceNew: 28_000 },
  { make: "Ford", model: "Ranger", badge: "XLT", priceNew: 62_000 },
  { make: "Toyota", model: "HiLux", badge: "SR5", priceNew: 58_000 },
  { make: "Kia", model: "Sportage", badge: "S", priceNew: 35_000 },
  { make: "Mitsubishi", model: "Outlander", badge: "ES", priceNew: 36_000 },
  { make: "Toyota", model: "RAV4", badge: "GX", priceNew: 40_000 }
] as const

/** Share of its value a car keeps each year. */
const YEARLY_RETENTION = 0.88
const OLDEST_AGE = 12

/**
 * The embedded stand-in for the independent valuation tool (finance-forms document section 7:
 * "not shown"): it has no registry, so it describes a plate as a repeatable car (the same plate
 * and state always give the same car, 0 to 12 years old, with a market value depreciated from its
 * price new) and asks the platform's condition questions. A real valuation service stands behind
 * the same `TradeInValuer` port.
 *
 * @example
 * await createPlateTradeInValuer(() => new Date()).lookup("ABC123", "qld") // { year: 2019, make: "Mazda", ... }
 */
export function createPlateTradeInValuer(clock: () => Date): TradeInValuer {
  return {
    lookup: async (rego, regoState): Promise<RegisteredVehicle | null> => {
      const digest = createHash("sha256").update(`${regoState.toLowerCase()}:${rego.toUpperCase()}`).digest()
      const car = CATALOGUE[(digest[0] ?? 0) % CATALOGUE.length] ?? CATALOGUE[0]
      const age = (digest[1] ?? 0) % (OLDEST_AGE + 1)
      const year = clock().getUTCFullYear() - age
      return {
        year,
        make: car.make,
        model: car.model,
        description: `${year} ${car.make} ${car.model} ${car.badge}`,
        marketValue: Math.round((car.priceNew * YEARLY_RETENTION ** age) / 100) * 100,
        questions: tradeInAppraisalQuestions.map(({ id, label, options }) => ({ id, label, options }))
      }
    }
  }
}
