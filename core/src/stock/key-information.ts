import { formatThousands } from "../pricing/money.ts"
import type { Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"
import { collapsibleList, type CollapsibleList } from "./collapsible-list.ts"
import { engineText } from "./engine-text.ts"
import { regoExpiryText, type RegoExpiryContext } from "./rego-expiry.ts"

/** The key-information grid shows this many items before Show More (section 4). */
export const KEY_INFORMATION_LIMIT = 4

/** One item of a car's key information: its label and value. */
export interface KeyInformationItem {
  readonly label: string
  readonly value: string
}

type KeyInfoTexts = Pick<
  Texts,
  | "keyInfoOdometer"
  | "keyInfoTransmission"
  | "keyInfoBody"
  | "keyInfoFuel"
  | "keyInfoDrive"
  | "keyInfoEngine"
  | "keyInfoColour"
  | "keyInfoSeats"
  | "keyInfoDoors"
  | "keyInfoStockNumber"
  | "keyInfoVin"
  | "keyInfoRego"
  | "keyInfoRegoExpiry"
  | "keyInfoBuildDate"
  | "keyInfoComplianceDate"
  | "stockShowMore"
  | "stockShowLess"
>

type KeyInfoCar = Pick<
  Car,
  | "km"
  | "simple_transmission"
  | "transmission"
  | "simple_body"
  | "body"
  | "simple_fuel"
  | "fuel"
  | "drive"
  | "engine_size_litres"
  | "variant"
  | "colour"
  | "seats"
  | "doors"
  | "stocknum"
  | "vin"
  | "regplate"
  | "rego_expiry"
  | "build_date"
  | "compliance_date"
>

const text = (value: string | null | undefined) => value?.trim() || null


/**
 * The key-information items of a vehicle page, in a fixed order, leaving out what the car does
 * not have: odometer, transmission, body, fuel, drive, engine, colour, seats, doors, stock number,
 * VIN, registration, rego expiry, build date, compliance date.
 *
 * @example
 * import { keyInformation } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * keyInformation(car, { now: new Date("2026-03-02T00:00:00Z"), showUnregistered: false, texts: defaultTexts })[0]
 * // => { label: "Odometer", value: "45,120 km" }
 */
export function keyInformation(
  car: KeyInfoCar,
  context: Omit<RegoExpiryContext, "texts"> & { readonly texts: KeyInfoTexts & RegoExpiryContext["texts"] }
): ReadonlyArray<KeyInformationItem> {
  const { texts } = context
  const count = (value: number | null | undefined) => (value != null && value > 0 ? String(value) : null)
  const entries: ReadonlyArray<readonly [string, string | null]> = [
    [texts.keyInfoOdometer, `${formatThousands(car.km)} km`],
    [texts.keyInfoTransmission, text(car.simple_transmission) ?? text(car.transmission)],
    [texts.keyInfoBody, text(car.simple_body) ?? text(car.body)],
    [texts.keyInfoFuel, text(car.simple_fuel) ?? text(car.fuel)],
    [texts.keyInfoDrive, text(car.drive)],
    [texts.keyInfoEngine, engineText(car)],
    [texts.keyInfoColour, text(car.colour)],
    [texts.keyInfoSeats, count(car.seats)],
    [texts.keyInfoDoors, count(car.doors)],
    [texts.keyInfoStockNumber, text(car.stocknum)],
    [texts.keyInfoVin, text(car.vin)],
    [texts.keyInfoRego, text(car.regplate)],
    [texts.keyInfoRegoExpiry, regoExpiryText(car, context)],
    [texts.keyInfoBuildDate, text(car.build_date)],
    [texts.keyInfoComplianceDate, text(car.compliance_date)]
  ]
  return entries.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]))
}

/**
 * The key-information grid: the first 4 items, then Show More / Show Less.
 *
 * @example
 * import { keyInformationGrid } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const items = Array.from({ length: 6 }, (_, index) => ({ label: `Item ${index + 1}`, value: "Yes" }))
 * // More than four items collapse behind a toggle:
 * keyInformationGrid(items, false, defaultTexts).toggle?.label // => "Show More"
 */
export function keyInformationGrid(
  items: ReadonlyArray<KeyInformationItem>,
  expanded: boolean,
  texts: Pick<Texts, "stockShowMore" | "stockShowLess">
): CollapsibleList<KeyInformationItem> {
  return collapsibleList(items, KEY_INFORMATION_LIMIT, expanded, {
    more: texts.stockShowMore,
    less: texts.stockShowLess
  })
}
