import { priceQuickPicks } from "../pricing/price-quick-picks.ts"
import { mergeCarTypeItems } from "../search/car-type-facet.ts"
import { countText } from "../search/count-text.ts"
import { displayedTotal } from "../search/displayed-total.ts"
import { facetValueLabel } from "../search/facet-labels.ts"
import { rangeFieldNames } from "../search/range-field-params.ts"
import { DEFAULT_SEARCH_PATH } from "../search/search-path-scope.ts"
import { emptyStockQuery, MAX_QUERY_LENGTH, type FacetSelections, type StockQuery } from "../search/stock-query.ts"
import type { FacetItem, StockResult } from "../search/stock-result.ts"
import { resultVehicleKind, type VehicleWordTexts } from "../search/vehicle-words.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { QuickSearchField } from "./home-sections.ts"

/** An option of a quick search field on the home page. */
export interface QuickSearchOption {
  readonly value: string
  readonly label: string
}

/** A select of the quick search: its form field, label, the "any" choice and the options. */
export interface QuickSearchSelect {
  readonly name: string
  readonly label: string
  readonly anyLabel: string
  readonly options: ReadonlyArray<QuickSearchOption>
}

/** The models of one make, so the model select can group them (and narrow them once a make is picked). */
export interface QuickSearchModelGroup {
  readonly make: string
  readonly options: ReadonlyArray<QuickSearchOption>
}

/** The quick search form: a GET form to the search page, whose fields the search page reads as they are. */
export interface QuickSearchView {
  readonly heading: string
  readonly action: string
  readonly keyword: { readonly name: "query"; readonly label: string; readonly placeholder: string; readonly maxLength: number } | null
  readonly make: QuickSearchSelect | null
  readonly model: (Omit<QuickSearchSelect, "options"> & { readonly groups: ReadonlyArray<QuickSearchModelGroup> }) | null
  readonly price: { readonly min: QuickSearchSelect; readonly max: QuickSearchSelect } | null
  readonly condition: QuickSearchSelect | null
  /** "Show Me N cars" for the whole stock, before the shopper picks anything. */
  readonly countText: string
  /** What the page needs to word the count again as the shopper picks. */
  readonly countWords: QuickSearchCountWords
}

/** The count's sentence (`{count}`, `{vehicles}`), the site's kind of stock and the words for each kind. */
export interface QuickSearchCountWords {
  readonly template: string
  readonly siteKind: string
  readonly vehicles: VehicleWordTexts
}

/** What the overview search must count for the quick search. */
export const QUICK_SEARCH_FACETS = ["make", "make_model", "car_type", "item_type"] as const

type QuickSearchTenant = Pick<Tenant, "texts" | "search" | "stock">

const byLabel = (a: { readonly label: string }, b: { readonly label: string }) =>
  a.label.localeCompare(b.label, "en-AU", { sensitivity: "base" })

const choice = (label: string, count: number, texts: Pick<Texts, "searchFacetChoice">) =>
  fillText(texts.searchFacetChoice, { label, count: String(count) })

/**
 * The models of each make, from the `make_model` counts ("Land Rover Defender" belongs to the
 * longest make it starts with), makes and models in alphabetical order.
 *
 * @example
 * import { quickSearchModelGroups } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * quickSearchModelGroups([{ label: "Kia", value: "Kia", count: 3 }], [{ label: "Kia Sportage", value: "Kia Sportage", count: 3 }], defaultTexts)
 * // => [{ make: "Kia", options: [{ value: "Sportage", label: "Sportage (3)" }] }]
 */
export function quickSearchModelGroups(
  makes: ReadonlyArray<FacetItem>,
  makeModels: ReadonlyArray<FacetItem>,
  texts: Pick<Texts, "searchFacetChoice">
): ReadonlyArray<QuickSearchModelGroup> {
  const longestFirst = [...makes].sort((a, b) => b.value.length - a.value.length)
  const groups = new Map<string, Array<QuickSearchOption>>()
  for (const item of makeModels) {
    const make = longestFirst.find((candidate) => item.value.startsWith(`${candidate.value} `))
    const model = make ? item.value.slice(make.value.length + 1).trim() : ""
    if (!make || model === "") continue
    groups.set(make.value, [...(groups.get(make.value) ?? []), { value: model, label: choice(model, item.count, texts) }])
  }
  return [...makes]
    .sort(byLabel)
    .flatMap((make) => {
      const options = groups.get(make.value)
      return options ? [{ make: make.value, options: options.sort(byLabel) }] : []
    })
}

const select = (name: string, label: string, options: ReadonlyArray<QuickSearchOption>, texts: Pick<Texts, "searchFacetAny">) => ({
  name,
  label,
  anyLabel: fillText(texts.searchFacetAny, { label }),
  options
})

/**
 * The quick search form of the home page with the fields the section asks for: keyword, make,
 * model (grouped by make), minimum and maximum price (the price quick-picks of section 5) and
 * condition, each select counting the tenant's whole stock, and "Show Me N cars" for it.
 * `overview` is a search of every car with `QUICK_SEARCH_FACETS` counted.
 *
 * @example
 * import { emptyStockResult } from "@dealer/core/search"
 * import { quickSearchView } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const empty = emptyStockResult(1)
 * const overview = { total: 110, facets: { ...empty.facets, make: [{ label: "Kia", value: "Kia", count: 64 }, { label: "Toyota", value: "Toyota", count: 46 }] } }
 *
 * quickSearchView(tenant, ["keyword", "make"], overview, null).countText // => "Show Me 110 cars"
 */
export function quickSearchView(
  tenant: QuickSearchTenant,
  fields: ReadonlyArray<QuickSearchField>,
  overview: Pick<StockResult, "total" | "facets">,
  heading: string | null
): QuickSearchView {
  const { texts } = tenant
  const has = (field: QuickSearchField) => fields.includes(field)
  const makes = overview.facets.make
  const mergeNewAndDemo = tenant.search.merge_new_and_demo
  const picks = priceQuickPicks(tenant.stock.premium_price_quick_picks).map((pick) => ({
    value: String(pick.value),
    label: pick.label
  }))
  const priceFields = rangeFieldNames("price")
  const countWords = quickSearchCountWords(tenant)
  const conditions = mergeCarTypeItems(overview.facets.car_type, mergeNewAndDemo).map((item) => ({
    value: item.value,
    label: choice(facetValueLabel("car_type", item.value, { mergeNewAndDemo, texts }), item.count, texts)
  }))
  return {
    heading: heading ?? texts.homeQuickSearchHeading,
    action: DEFAULT_SEARCH_PATH,
    keyword: has("keyword")
      ? { name: "query", label: texts.homeQuickSearchKeyword, placeholder: texts.homeQuickSearchKeywordPlaceholder, maxLength: MAX_QUERY_LENGTH }
      : null,
    make: has("make")
      ? select("make", texts.makeFacetLabel, [...makes].sort(byLabel).map((item) => ({ value: item.value, label: choice(item.label, item.count, texts) })), texts)
      : null,
    model: has("model")
      ? {
          name: "model",
          label: texts.searchFacetModel,
          anyLabel: fillText(texts.searchFacetAny, { label: texts.searchFacetModel }),
          groups: quickSearchModelGroups(makes, overview.facets.make_model, texts)
        }
      : null,
    price: has("price")
      ? {
          min: select(priceFields.min, texts.homeQuickSearchMinPrice, picks, texts),
          max: select(priceFields.max, texts.homeQuickSearchMaxPrice, picks, texts)
        }
      : null,
    condition: has("condition") && conditions.length > 1 ? select("car_type", texts.searchFacetCondition, conditions, texts) : null,
    countText: quickSearchCountText(countWords, overview, emptyStockQuery),
    countWords
  }
}

/** What the shopper picked, as the form's fields name it (empty or missing: not picked). */
export interface QuickSearchValues {
  readonly query?: string | null
  readonly make?: string | null
  readonly model?: string | null
  readonly price_min?: string | null
  readonly price_max?: string | null
  readonly car_type?: string | null
}

const picked = (value: string | null | undefined) => (value ?? "").trim()
const amount = (value: string | null | undefined) => {
  const number = Number(picked(value).replace(/[$,\s]/g, ""))
  return picked(value) !== "" && Number.isFinite(number) && number >= 0 ? number : null
}

/**
 * The stock search the quick search's picks make: what the search page shows after the form is
 * sent (a reversed price pair put in order). The live count asks the search API for it.
 *
 * @example
 * import { emptyStockQuery } from "@dealer/core/search"
 * import { quickSearchQuery } from "@dealer/core/site"
 *
 * quickSearchQuery({ make: "Kia", price_max: "30000" }) // => { ...emptyStockQuery, filters: { make: ["Kia"] }, ranges: { price: { min: null, max: 30000 } } }
 */
export function quickSearchQuery(values: QuickSearchValues): StockQuery {
  const filters: Partial<Record<"make" | "model" | "car_type", ReadonlyArray<string>>> = {}
  for (const name of ["make", "model", "car_type"] as const) {
    const value = picked(values[name])
    if (value !== "") filters[name] = [value]
  }
  const low = amount(values.price_min)
  const high = amount(values.price_max)
  const [min, max] = low !== null && high !== null && low > high ? [high, low] : [low, high]
  return {
    ...emptyStockQuery,
    query: picked(values.query).slice(0, MAX_QUERY_LENGTH),
    filters: filters as FacetSelections,
    ranges: min === null && max === null ? {} : { price: { min, max } }
  }
}

const VEHICLE_WORD_KEYS = [
  "vehicleWordCar",
  "vehicleWordCars",
  "vehicleWordCaravan",
  "vehicleWordCaravans",
  "vehicleWordMotorcycle",
  "vehicleWordMotorcycles",
  "vehicleWordTruck",
  "vehicleWordTrucks",
  "vehicleWordVehicle",
  "vehicleWordVehicles"
] as const satisfies ReadonlyArray<keyof VehicleWordTexts>

/**
 * The words the quick search counts in: the listing's "Show Me N cars" sentence, the site's kind
 * of stock and the tenant's word for each kind.
 *
 * @example
 * import { quickSearchCountWords } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * quickSearchCountWords(tenant).template // => "Show Me {count} {vehicles}"
 */
export function quickSearchCountWords(tenant: Pick<Tenant, "texts" | "search">): QuickSearchCountWords {
  const vehicles = Object.fromEntries(VEHICLE_WORD_KEYS.map((key) => [key, tenant.texts[key]])) as unknown as VehicleWordTexts
  return { template: tenant.texts.showMeCars, siteKind: tenant.search.vehicle_kind, vehicles }
}

/**
 * "Show Me N cars" for a search's answer as the listing words it: N counted as the listing counts
 * (section 4, "Count"), the vehicles named by their kind ("Show Me 12 caravans").
 *
 * @example
 * import { emptyStockQuery, emptyStockResult } from "@dealer/core/search"
 * import { quickSearchCountText, quickSearchCountWords } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const { facets } = emptyStockResult(1)
 *
 * quickSearchCountText(quickSearchCountWords(tenant), { total: 12, facets }, emptyStockQuery) // => "Show Me 12 cars"
 */
export function quickSearchCountText(
  words: QuickSearchCountWords,
  result: Pick<StockResult, "total" | "facets">,
  query: Pick<StockQuery, "filters">
): string {
  const total = displayedTotal(result.total, result.facets.car_type, query.filters.car_type)
  const kind = resultVehicleKind(result, query, words.siteKind)
  return countText(words.template, total, kind, words.vehicles).text
}
