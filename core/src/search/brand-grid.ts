import { compareLabels } from "../shared/compare-labels.ts"
import type { Texts } from "../tenant/texts.ts"
import { searchSlug } from "./search-path-scope.ts"
import type { FacetItem } from "./stock-result.ts"

/** The makes of one kind of vehicle (the cars' `item_type`, e.g. `caravan`), with their counts. */
export interface KindMakes {
  readonly kind: string
  readonly makes: ReadonlyArray<FacetItem>
}

/** One tile of the brand grid: a make in stock leading to its search page. */
export interface BrandTileView {
  readonly make: string
  readonly label: string
  readonly count: number
  readonly href: string
}

/** One group of the brand grid: the makes of one vehicle kind. */
export interface BrandGroupView {
  readonly kind: string
  readonly label: string
  readonly brands: ReadonlyArray<BrandTileView>
}

/** The brand grid as shown: its heading and brand tiles. */
export interface BrandGridView {
  readonly title: string
  readonly groups: ReadonlyArray<BrandGroupView>
}

/** Vehicle kinds in the order the spec lists brand groups (car, motorcycle, truck), then caravans. */
const KIND_ORDER = ["car", "motorcycle", "truck", "caravan"] as const
/** A car with no `item_type` is a car (as `vehicleType` reads it). */
const DEFAULT_KIND = "car"

/** The texts the brand grid shows. */
export type BrandGridTexts = Pick<
  Texts,
  "brandGridTitle" | "brandGridCars" | "brandGridMotorcycles" | "brandGridTrucks" | "brandGridCaravans"
>

const kindKey = (kind: string) => kind.trim().toLowerCase() || DEFAULT_KIND

function kindLabel(kind: string, texts: BrandGridTexts): string {
  switch (kind) {
    case "car":
      return texts.brandGridCars
    case "motorcycle":
      return texts.brandGridMotorcycles
    case "truck":
      return texts.brandGridTrucks
    case "caravan":
      return texts.brandGridCaravans
    default:
      // A kind the texts do not name reads as the feed writes it.
      return kind.charAt(0).toUpperCase() + kind.slice(1)
  }
}

const kindRank = (kind: string) => {
  const index = (KIND_ORDER as ReadonlyArray<string>).indexOf(kind)
  return index === -1 ? KIND_ORDER.length : index
}

const byLabel = (a: BrandTileView, b: BrandTileView) => compareLabels(a.label, b.label)

/**
 * The brand grid of the stock search (section 2, "The brand grid lists car, motorcycle, truck and
 * group brands"): the makes in stock grouped by vehicle kind, cars, motorcycles, trucks, caravans,
 * then any other kind by name; makes in alphabetical order, each linking to `/search/{make}` with its
 * count. `allMakes` counts every car; what the kinds' counts leave over of a make (cars the feed gives
 * no `item_type`) counts as cars. Empty groups are left out.
 *
 * @example
 * import { brandGrid } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * brandGrid([{ label: "Jayco", value: "Jayco", count: 3 }], [{ kind: "caravan", makes: [{ label: "Jayco", value: "Jayco", count: 3 }] }], defaultTexts)
 * // => { title: "Shop by Brand", groups: [{ kind: "caravan", label: "Caravans", brands: [{ make: "Jayco", label: "Jayco", count: 3, href: "/search/jayco" }] }] }
 */
export function brandGrid(
  allMakes: ReadonlyArray<FacetItem>,
  kinds: ReadonlyArray<KindMakes>,
  texts: BrandGridTexts
): BrandGridView {
  const groups = new Map<string, Map<string, BrandTileView>>()
  const add = (kind: string, item: FacetItem, count: number) => {
    if (count <= 0) return
    const group = groups.get(kind) ?? new Map<string, BrandTileView>()
    groups.set(kind, group)
    const known = group.get(item.value)
    group.set(item.value, {
      make: item.value,
      label: item.label,
      count: (known?.count ?? 0) + count,
      href: `/search/${searchSlug(item.value)}`
    })
  }
  const counted = new Map<string, number>()
  for (const { kind, makes } of kinds) {
    for (const item of makes) {
      add(kindKey(kind), item, item.count)
      counted.set(item.value, (counted.get(item.value) ?? 0) + item.count)
    }
  }
  for (const item of allMakes) add(DEFAULT_KIND, item, item.count - (counted.get(item.value) ?? 0))
  return {
    title: texts.brandGridTitle,
    groups: [...groups.entries()]
      .sort(([a], [b]) => kindRank(a) - kindRank(b) || compareLabels(a, b))
      .map(([kind, brands]) => ({ kind, label: kindLabel(kind, texts), brands: [...brands.values()].sort(byLabel) }))
  }
}
