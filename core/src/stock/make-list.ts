import type { Texts } from "../tenant/texts.ts"
import type { StockSettings } from "./settings.ts"
import { compareLabels } from "../shared/compare-labels.ts"

/** Makes shown before the toggle on the standard list (section 4, "Make list"). */
export const MAKE_LIST_SIZE = 7
/** Makes shown before the "All Makes" link on that variant. */
export const MAKE_LIST_WITH_LINK_SIZE = 20
/** Models shown in a make's model list (section 9). */
export const MAKE_MODEL_LIST_SIZE = 30
/** Where "All Makes" leads: the brands page (stock document section 2). */
export const ALL_MAKES_HREF = "/brands"

/** What the make list draws: the makes shown now, the toggle or link under them. */
export interface MakeListView<T> {
  readonly makes: ReadonlyArray<T>
  /** Present when extra makes can be shown or hidden. */
  readonly toggle: { readonly label: string; readonly expanded: boolean } | null
  readonly allMakesLink: { readonly label: string; readonly href: string } | null
}

/**
 * What the list of makes depends on: its variant, the popular makes, whether it is expanded, and
 * the texts.
 */
export interface MakeListContext {
  readonly variant: StockSettings["make_list"]
  readonly popularMakes: ReadonlyArray<string>
  readonly expanded: boolean
  readonly texts: Pick<Texts, "showAllMakes" | "hideExtraMakes" | "allMakes">
}

const byLabel = (a: { readonly label: string }, b: { readonly label: string }) => compareLabels(a.label, b.label)

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function withToggle<T>(first: ReadonlyArray<T>, rest: ReadonlyArray<T>, context: MakeListContext): MakeListView<T> {
  if (rest.length === 0) return { makes: first, toggle: null, allMakesLink: null }
  const { expanded, texts } = context
  return {
    makes: expanded ? [...first, ...rest] : first,
    toggle: { label: expanded ? texts.hideExtraMakes : texts.showAllMakes, expanded },
    allMakesLink: null
  }
}

/**
 * The make filter list (section 4, "Make list"), makes in alphabetical order (section 5): the first
 * 7 then "Show all makes" / "Hide extra makes"; on the `popular` variant the site's popular makes
 * first; on the `all-makes-link` variant the first 20 then an "All Makes" link.
 *
 * @example
 * import { makeList } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const makeFacet = ["Toyota", "Kia", "Mazda", "Ford", "Hyundai", "Mitsubishi", "Nissan", "Subaru", "Isuzu"].map((label) => ({ label }))
 *
 * const list = makeList(makeFacet, { variant: "standard", popularMakes: [], expanded: false, texts: defaultTexts })
 * list.makes.map((make) => make.label) // => ["Ford", "Hyundai", "Isuzu", "Kia", "Mazda", "Mitsubishi", "Nissan"]
 * list.toggle?.label // => "Show all makes"
 */
export function makeList<T extends { readonly label: string }>(
  makes: ReadonlyArray<T>,
  context: MakeListContext
): MakeListView<T> {
  const sorted = [...makes].sort(byLabel)
  if (context.variant === "all-makes-link") {
    const link =
      sorted.length > MAKE_LIST_WITH_LINK_SIZE ? { label: context.texts.allMakes, href: ALL_MAKES_HREF } : null
    return { makes: sorted.slice(0, MAKE_LIST_WITH_LINK_SIZE), toggle: null, allMakesLink: link }
  }
  const popular =
    context.variant === "popular"
      ? context.popularMakes
          .flatMap((name) => sorted.filter((make) => sameName(make.label, name)).slice(0, 1))
          .filter((make, index, list) => list.indexOf(make) === index)
      : []
  if (popular.length === 0) return withToggle(sorted.slice(0, MAKE_LIST_SIZE), sorted.slice(MAKE_LIST_SIZE), context)
  return withToggle(
    popular,
    sorted.filter((make) => !popular.includes(make)),
    context
  )
}

/**
 * A make's model list: models in alphabetical order, at most 30 (section 9).
 *
 * @example
 * import { makeModelList } from "@dealer/core/stock"
 *
 * const modelFacet = Array.from({ length: 35 }, (_, index) => ({ label: `Model ${String(index + 1).padStart(2, "0")}` }))
 *
 * makeModelList(modelFacet).length // => 30
 * makeModelList([{ label: "Hilux" }, { label: "Corolla" }]) // => [{ label: "Corolla" }, { label: "Hilux" }]
 */
export function makeModelList<T extends { readonly label: string }>(models: ReadonlyArray<T>): ReadonlyArray<T> {
  return [...models].sort(byLabel).slice(0, MAKE_MODEL_LIST_SIZE)
}
