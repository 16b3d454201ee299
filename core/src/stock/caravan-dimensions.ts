import { fillText, type Texts } from "../tenant/texts.ts"
import type { CaravanSpecifications } from "./caravan-specifications.ts"

const METRES_PER_FOOT = 0.3048

/**
 * Feet in metres, to the centimetre.
 *
 * @example
 * import { feetToMetres } from "@dealer/core/stock"
 *
 * feetToMetres(21) // => 6.4
 */
export function feetToMetres(feet: number): number {
  return Math.round(feet * METRES_PER_FOOT * 100) / 100
}

/** One row of the caravan specifications table. */
export interface SpecificationRow {
  readonly key: keyof CaravanSpecifications
  readonly label: string
  readonly value: string
}

type CaravanTexts = Pick<
  Texts,
  | "caravanBodyWidth"
  | "caravanBodyLength"
  | "caravanTareWeight"
  | "caravanAxleType"
  | "caravanSleeps"
  | "caravanAggregateTrailerMass"
  | "caravanFeetAndMetres"
  | "caravanKilograms"
>

const number = (value: number) => String(Math.round(value * 100) / 100)

/**
 * The caravan specifications a vehicle page lists (section 3): body width and length in feet and
 * metres, tare weight and aggregate trailer mass in kilograms, axle type and sleeps. Missing
 * values are left out.
 *
 * @example
 * import { caravanSpecificationRows } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * caravanSpecificationRows({ body_length: 21 }, defaultTexts) // => [{ key: "body_length", label: "Body Length", value: "21 ft (6.40 m)" }]
 */
export function caravanSpecificationRows(
  specifications: CaravanSpecifications | null | undefined,
  texts: CaravanTexts
): ReadonlyArray<SpecificationRow> {
  if (!specifications) return []
  const feet = (value: number) =>
    fillText(texts.caravanFeetAndMetres, { feet: number(value), metres: feetToMetres(value).toFixed(2) })
  const kilograms = (value: number) => fillText(texts.caravanKilograms, { kg: number(value) })
  const { body_width, body_length, tare_weight, axle_type, sleeps, aggregate_trailer_mass } = specifications
  const rows: Array<SpecificationRow | null> = [
    body_width != null ? { key: "body_width", label: texts.caravanBodyWidth, value: feet(body_width) } : null,
    body_length != null ? { key: "body_length", label: texts.caravanBodyLength, value: feet(body_length) } : null,
    tare_weight != null ? { key: "tare_weight", label: texts.caravanTareWeight, value: kilograms(tare_weight) } : null,
    axle_type?.trim() ? { key: "axle_type", label: texts.caravanAxleType, value: axle_type.trim() } : null,
    sleeps != null ? { key: "sleeps", label: texts.caravanSleeps, value: String(sleeps) } : null,
    aggregate_trailer_mass != null
      ? {
          key: "aggregate_trailer_mass",
          label: texts.caravanAggregateTrailerMass,
          value: kilograms(aggregate_trailer_mass)
        }
      : null
  ]
  return rows.filter((row): row is SpecificationRow => row !== null)
}
