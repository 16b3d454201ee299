import { isValid, isWithinInterval, parseISO, subDays } from "date-fns"
import type { Texts } from "../tenant/texts.ts"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"

/** The kind of tag a car card shows. */
export type CardTagKind = "sold" | "fuel" | "reserved" | "certified" | "own" | "coming-soon" | "just-arrived"

/** The tag on a car card: its kind and its text. */
export interface CardTag {
  readonly kind: CardTagKind
  readonly text: string
}

/** What a car card's tag depends on besides the car: the time, settings and texts. */
export interface CardTagContext {
  readonly now: Date
  readonly evFuelTag: boolean
  readonly certifiedLogo: boolean
  readonly justArrivedDays: number
  readonly texts: Pick<Texts, "soldTag" | "reservedTag" | "certifiedTag" | "comingSoonTag" | "justArrivedTag">
}

type TaggedCar = Pick<Car, "status" | "fuel" | "simple_fuel" | "reserved" | "certified" | "car_type" | "tag" | "created_at">

const fuelTags: ReadonlyArray<readonly [RegExp, string]> = [
  [/plug-?in|phev/i, "PHEV"],
  [/hybrid/i, "HYBRID"],
  [/electric|\bev\b/i, "ELECTRIC"]
]

function fuelTag(car: TaggedCar): string | null {
  const fuel = `${car.simple_fuel ?? ""} ${car.fuel ?? ""}`
  return fuelTags.find(([pattern]) => pattern.test(fuel))?.[1] ?? null
}

function isJustArrived(car: TaggedCar, context: CardTagContext): boolean {
  const created = parseISO(car.created_at)
  if (!isValid(created)) return false
  return isWithinInterval(created, { start: subDays(context.now, context.justArrivedDays), end: context.now })
}

/**
 * The one tag a search card shows (section 4, "Card tag precedence"); first match wins.
 * A car that is not available always shows the sold tag.
 *
 * @example
 * import { cardTag, tagContextOf } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar({ reserved: true })
 * cardTag(car, tagContextOf(exampleTenant(), new Date("2026-03-02T00:00:00Z"))) // => { kind: "reserved", text: "RESERVED" }
 */
export function cardTag(car: TaggedCar, context: CardTagContext): CardTag | null {
  const { texts } = context
  if (!isAvailable(car)) return { kind: "sold", text: texts.soldTag }
  const fuel = context.evFuelTag ? fuelTag(car) : null
  if (fuel !== null) return { kind: "fuel", text: fuel }
  if (car.reserved === true) return { kind: "reserved", text: texts.reservedTag }
  if (context.certifiedLogo && car.certified === true) return { kind: "certified", text: texts.certifiedTag }
  const own = car.tag?.trim()
  if (own) return { kind: "own", text: own }
  if (car.status === "coming_soon") return { kind: "coming-soon", text: texts.comingSoonTag }
  if (isJustArrived(car, context)) return { kind: "just-arrived", text: texts.justArrivedTag }
  return null
}
