import fc from "fast-check"
import type { ModelColour, ModelColourVariant } from "../models/model-colour.ts"
import type { ColourPickerEvent } from "../models/colour-picker.ts"
import type { VariantColours } from "../models/variant-colours.ts"
import type { PromoNode } from "../promotions/promo-node.ts"
import type { FavouriteCar } from "../storage/favourite-car.ts"
import type { SearchFilters, SearchHistoryEntry } from "../storage/search-history.ts"
import type { ViewedCar } from "../storage/viewed-car.ts"

const bodyStyleCodes = ["wagon", "sedan", "hatch", "dual_cab", "extra_cab", "single_cab", "2_door", "4_door", "ute"]

/**
 * Arbitrary model colours: names, swatches and body-style codes (known, unknown or missing).
 *
 * @example
 * import fc from "fast-check"
 * import { modelColourArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(modelColourArbitrary, (colour) => colour.name.length > 0))
 */
export const modelColourArbitrary: fc.Arbitrary<ModelColour> = /* @__PURE__ */ fc.record({
  id: /* @__PURE__ */ fc.nat(),
  name: /* @__PURE__ */ fc.constantFrom("Ceramic White", "Carbon Crystal Black", "Lunar Grey", "Velvet Red", "Sea Blue"),
  photo_url: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constant("/colours/swatch.png"), { nil: null }),
  hexCode: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("#f4f4f4", "#111111", "#8a8d8f"), { nil: null }),
  oem_id: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom(...bodyStyleCodes), { nil: null }),
  model_variant_name: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("Urban", "Elite", "Ultimate"), { nil: null })
})

/**
 * A colour list spread over `groups` body styles, sometimes long enough (over 15 colours, 3 or more
 * styles) for the picker's second tab row.
 *
 * @example
 * import fc from "fast-check"
 * import { modelColourListArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(modelColourListArbitrary, (colours) => colours.every((c) => c.oem_id !== undefined)))
 */
export const modelColourListArbitrary: fc.Arbitrary<ReadonlyArray<ModelColour>> = /* @__PURE__ */ fc
  .record({ groups: fc.integer({ min: 1, max: 5 }), length: fc.integer({ min: 0, max: 24 }) })
  .chain(({ groups, length }) =>
    fc.array(fc.record({ colour: modelColourArbitrary, style: fc.integer({ min: 0, max: groups - 1 }) }), {
      minLength: length,
      maxLength: length
    })
  )
  .map((entries) =>
    entries.map(({ colour, style }, index) => ({ ...colour, id: index + 1, oem_id: bodyStyleCodes[style] ?? null }))
  )

/** Arbitrary colour-picker variant tabs. */
export const modelColourVariantArbitrary: fc.Arbitrary<ModelColourVariant> = /* @__PURE__ */ fc.record({
  name: /* @__PURE__ */ fc.constantFrom("Urban", "Elite", "Ultimate", "GX", "SR5"),
  full_name: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("Tiggo 8 Pro Max Ultimate", "Omoda 5 EX"), { nil: null }),
  series: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("T1E", "MY24"), { nil: null })
})

/**
 * The colour picker's tabs: 0 to 4 variants, each with its own colour list (possibly empty).
 *
 * @example
 * import fc from "fast-check"
 * import { colourPickerView, initialColourPickerState } from "@dealer/core/models"
 * import { colourPickerTabsArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(colourPickerTabsArbitrary, (tabs) => colourPickerView(initialColourPickerState, tabs) !== null))
 */
export const colourPickerTabsArbitrary: fc.Arbitrary<ReadonlyArray<VariantColours>> = /* @__PURE__ */ fc.array(
  /* @__PURE__ */ fc.record({ variant: modelColourVariantArbitrary, colours: modelColourListArbitrary }),
  { maxLength: 4 }
)

/**
 * Arbitrary colour-picker events, including indexes past the lists and unknown body styles.
 *
 * @example
 * import fc from "fast-check"
 * import { colourPickerEventArbitrary } from "@dealer/core/testing"
 *
 * fc.array(colourPickerEventArbitrary)
 */
export const colourPickerEventArbitrary: fc.Arbitrary<ColourPickerEvent> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.record({ type: /* @__PURE__ */ fc.constant("variant.select" as const), index: /* @__PURE__ */ fc.integer({ min: -2, max: 6 }) }),
  /* @__PURE__ */ fc.record({ type: /* @__PURE__ */ fc.constant("colour.select" as const), index: /* @__PURE__ */ fc.integer({ min: -2, max: 30 }) }),
  /* @__PURE__ */ fc.constant({ type: "colour.next" as const }),
  /* @__PURE__ */ fc.constant({ type: "colour.previous" as const }),
  /* @__PURE__ */ fc.record({ type: /* @__PURE__ */ fc.constant("bodyStyle.select" as const), code: /* @__PURE__ */ fc.constantFrom(...bodyStyleCodes, "van") })
)

const isoInstant = /* @__PURE__ */ fc
  .date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2026-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString())

/**
 * Arbitrary promo nodes: positions around a 21-card page, open or closed windows, strict or not.
 *
 * @example
 * import fc from "fast-check"
 * import { activePromos } from "@dealer/core/promotions"
 * import { promoNodeArbitrary } from "@dealer/core/testing"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * fc.assert(fc.property(fc.array(promoNodeArbitrary), (promos) => activePromos(promos, now).length <= promos.length))
 */
export const promoNodeArbitrary: fc.Arbitrary<PromoNode> = /* @__PURE__ */ fc.record(
  {
    node: /* @__PURE__ */ fc.constantFrom("we-want-your-car", "eofy-sale", "stocktake-sale", "finance-offer"),
    position: /* @__PURE__ */ fc.integer({ min: 0, max: 25 }),
    start: isoInstant,
    expiry: isoInstant,
    display: /* @__PURE__ */ fc.boolean(),
    strictDisplay: /* @__PURE__ */ fc.boolean()
  },
  { requiredKeys: ["node", "position", "display", "strictDisplay"] }
)

/**
 * Arbitrary stored favourites.
 *
 * @example
 * import fc from "fast-check"
 * import { favouriteCarArbitrary } from "@dealer/core/testing"
 *
 * fc.array(favouriteCarArbitrary, { maxLength: 10 })
 */
export const favouriteCarArbitrary: fc.Arbitrary<FavouriteCar> = /* @__PURE__ */ fc.record({
  id: /* @__PURE__ */ fc.nat({ max: 50 }),
  name: /* @__PURE__ */ fc.constantFrom("2022 Toyota Hilux SR5", "2021 Mazda CX-5 Maxx", "2024 Kia EV6 GT-Line"),
  slug: /* @__PURE__ */ fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  make: /* @__PURE__ */ fc.constantFrom("Toyota", "Mazda", "Kia"),
  model: /* @__PURE__ */ fc.constantFrom("Hilux", "CX-5", "EV6"),
  primary_image_url: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constant("https://cdn.example.com/car.jpg"), { nil: null })
})

/**
 * Arbitrary stored viewed cars.
 *
 * @example
 * import fc from "fast-check"
 * import { viewedCarArbitrary } from "@dealer/core/testing"
 *
 * fc.array(viewedCarArbitrary, { maxLength: 30 })
 */
export const viewedCarArbitrary: fc.Arbitrary<ViewedCar> = /* @__PURE__ */ fc.record({
  id: /* @__PURE__ */ fc.nat({ max: 50 }),
  stocknum: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.stringMatching(/^[A-Z][0-9]{3,5}$/), { nil: null }),
  make: /* @__PURE__ */ fc.constantFrom("Toyota", "Mazda", "Kia"),
  model: /* @__PURE__ */ fc.constantFrom("Hilux", "CX-5", "EV6"),
  body: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("Dual Cab Utility", "Wagon", "Hatchback"), { nil: null }),
  simple_body: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("Ute", "SUV", "Hatch"), { nil: null })
})

/**
 * Arbitrary search filters as a search page holds them, empty values included.
 *
 * @example
 * import fc from "fast-check"
 * import { nonEmptyFilters } from "@dealer/core/storage"
 * import { searchFiltersArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(searchFiltersArbitrary, (filters) => Object.keys(nonEmptyFilters(filters)).length >= 0))
 */
export const searchFiltersArbitrary: fc.Arbitrary<SearchFilters> = /* @__PURE__ */ fc.dictionary(
  /* @__PURE__ */ fc.constantFrom("make", "model", "body", "price", "km", "query", "car_type", "certified"),
  /* @__PURE__ */ fc.oneof(
    /* @__PURE__ */ fc.constantFrom("Toyota", "Mazda", "", "  ", "used"),
    /* @__PURE__ */ fc.integer({ min: 0, max: 100_000 }),
    /* @__PURE__ */ fc.boolean(),
    /* @__PURE__ */ fc.array(/* @__PURE__ */ fc.constantFrom("SUV", "Ute", 5000), { maxLength: 3 }),
    /* @__PURE__ */ fc.constant(null),
    /* @__PURE__ */ fc.constant(undefined)
  ),
  { maxKeys: 5 }
)

/**
 * A search as recorded in history: a search path and some filters.
 *
 * @example
 * import fc from "fast-check"
 * import { recordSearch } from "@dealer/core/storage"
 * import { searchArbitrary } from "@dealer/core/testing"
 *
 * fc.array(searchArbitrary).map((searches) => searches.reduce(recordSearch, []))
 */
export const searchArbitrary: fc.Arbitrary<{ readonly path: string; readonly filters: SearchFilters }> = /* @__PURE__ */ fc.record({
  path: /* @__PURE__ */ fc.constantFrom(
    "/search/new-used-and-demo-cars",
    "/search/used-cars",
    "/search/toyota",
    "/search/toyota/hilux"
  ),
  filters: searchFiltersArbitrary
})

/**
 * Arbitrary stored search history entries (non-empty filters only, as the rule stores them).
 *
 * @example
 * import fc from "fast-check"
 * import { searchHistoryEntryArbitrary } from "@dealer/core/testing"
 *
 * fc.array(searchHistoryEntryArbitrary, { maxLength: 5 })
 */
export const searchHistoryEntryArbitrary: fc.Arbitrary<SearchHistoryEntry> = /* @__PURE__ */ fc.record({
  path: /* @__PURE__ */ fc.constantFrom("/search/new-used-and-demo-cars", "/search/used-cars", "/search/toyota"),
  filters: /* @__PURE__ */ fc.dictionary(
    /* @__PURE__ */ fc.constantFrom("make", "model", "body", "price"),
    /* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constantFrom("Toyota", "Mazda", "SUV"), /* @__PURE__ */ fc.integer({ min: 1, max: 100_000 })),
    { minKeys: 1, maxKeys: 3 }
  )
})
