import { CAR_VEHICLE_KIND, isCarKind, vehiclesHeadingWord, type VehicleWordTexts } from "../search/vehicle-words.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"
import type { StockSettings } from "./settings.ts"

/** One step of the breadcrumb trail; the last (the car itself) has no link. */
export interface Breadcrumb {
  readonly label: string
  readonly href: string | null
}

/**
 * What a car page's breadcrumbs depend on besides the car: the prefix setting, the configured
 * models and the texts.
 */
export interface BreadcrumbContext {
  readonly prefix: StockSettings["breadcrumb_prefix"]
  /** The site's configured models; only these get a model crumb. */
  readonly configuredModels: ReadonlyArray<string>
  readonly texts: Pick<Texts, "home" | "breadcrumbCondition" | "conditionNew" | "conditionUsed" | "conditionDemo"> &
    VehicleWordTexts
}

type CrumbCar = Pick<
  Car,
  "car_type" | "item_type" | "make" | "model" | "simple_body" | "body" | "year" | "badge" | "series"
>

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")


/**
 * The vehicle page's breadcrumbs (stock document section 2; finance-forms document section 2):
 * Home, car type plus condition, make, model (only if in the configured models), body type, then
 * the title. Links start `/search/...`, or `/used-car/...` on sites with that prefix. The condition
 * names the kind in the tenant's words ("Used Caravans"), and for a kind other than cars its link
 * and the body's keep to that kind (`?item_type=caravan`).
 *
 * @example
 * import { carBreadcrumbs } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const usedHilux = exampleCar()
 * carBreadcrumbs(usedHilux, { prefix: "search", configuredModels: ["Hilux"], texts: defaultTexts }).map((crumb) => crumb.label)
 * // => ["Home", "Used Cars", "Toyota", "Hilux", "Ute", "2022 Toyota Hilux SR5 GUN126R"]
 */
export function carBreadcrumbs(car: CrumbCar, context: BreadcrumbContext): ReadonlyArray<Breadcrumb> {
  const { texts } = context
  const root = `/${context.prefix}`
  const conditions = { new: texts.conditionNew, used: texts.conditionUsed, demo: texts.conditionDemo }
  const condition = car.car_type === "other" ? null : car.car_type
  const listing = condition ? `${root}/${condition}-cars` : `${root}/new-used-and-demo-cars`
  // A caravan's crumbs name caravans and lead to the caravans of the listing; a car's need no kind.
  const kind = car.item_type?.trim() || CAR_VEHICLE_KIND
  const kindParam = isCarKind(kind) ? null : `item_type=${encodeURIComponent(kind)}`
  const listingHref = (param: string | null) => {
    const params = [kindParam, param].filter((part): part is string => part !== null)
    return params.length === 0 ? listing : `${listing}?${params.join("&")}`
  }
  const makeHref = `${root}/${slugOf(car.make)}`
  const model = car.model.trim().toLowerCase()
  const modelConfigured = context.configuredModels.some(
    (configured) => configured.trim().toLowerCase() === model || slugOf(configured) === slugOf(car.model)
  )
  const body = car.simple_body?.trim() || car.body?.trim() || null
  const crumbs: Array<Breadcrumb | null> = [
    { label: texts.home, href: "/" },
    condition
      ? {
          label: fillText(texts.breadcrumbCondition, {
            condition: conditions[condition],
            vehicles: vehiclesHeadingWord(kind, texts)
          }),
          href: listingHref(null)
        }
      : null,
    { label: car.make, href: makeHref },
    modelConfigured ? { label: car.model, href: `${makeHref}/${slugOf(car.model)}` } : null,
    body ? { label: body, href: listingHref(`body=${encodeURIComponent(body)}`) } : null,
    { label: carTitle(car), href: null }
  ]
  return crumbs.filter((crumb): crumb is Breadcrumb => crumb !== null)
}
