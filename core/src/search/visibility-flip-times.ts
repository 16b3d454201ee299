import { addDays, isValid, parseISO } from "date-fns"
import type { Car } from "../stock/car.ts"

/**
 * The moments (epoch milliseconds) at which a car's search visibility may change by itself as
 * time passes. The visibility rule (`isVisibleInSearch`, stock) depends on `now` only through a
 * sold car's sale date (`sold_date`, or `sold_date_timestamp`) plus `include_sold_cars_days`; it
 * counts calendar days, so a daylight-saving change may move the real moment by up to an hour.
 * An index evaluates the rule once and re-evaluates a car only when `now` passes one of these.
 *
 * @example
 * import { visibilityFlipTimes } from "@dealer/core/search"
 *
 * visibilityFlipTimes({ sold_date: "2026-11-20T00:00:00Z" }, 3) // [Date.parse("2026-11-23T00:00:00Z")] on a UTC server
 */
export function visibilityFlipTimes(
  car: Partial<Pick<Car, "sold_date" | "sold_date_timestamp">>,
  includeSoldCarsDays: number
): ReadonlyArray<number> {
  const times: number[] = []
  if (car.sold_date) {
    const soldAt = parseISO(car.sold_date)
    if (isValid(soldAt)) times.push(addDays(soldAt, includeSoldCarsDays).getTime())
  }
  const seconds = car.sold_date_timestamp
  if (typeof seconds === "number" && Number.isFinite(seconds)) {
    times.push(addDays(new Date(seconds * 1000), includeSoldCarsDays).getTime())
  }
  return times.filter(Number.isFinite)
}
