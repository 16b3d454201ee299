import type { Car } from "@dealer/core/stock"

/** The words a shopper's query is matched against. */
export function searchableWords(car: Car): ReadonlyArray<string> {
  return [String(car.year), car.make, car.model, car.badge, car.series, car.colour, car.stocknum, car.vin]
    .filter((field): field is string => Boolean(field))
    .flatMap((field) => field.toLowerCase().split(/\s+/))
}

/**
 * Every query word must start one of the car's words ("hilux sr" finds the Hilux SR5).
 * Typo tolerance arrives with the full engine.
 */
export function matchesText(words: ReadonlyArray<string>, query: string): boolean {
  const wanted = query.toLowerCase().split(/\s+/).filter(Boolean)
  return wanted.every((term) => words.some((word) => word.startsWith(term)))
}
