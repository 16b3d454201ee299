import { fillText, type Texts } from "../tenant/texts.ts"
import type { FacetOptionView, FacetSectionView } from "./search-filter-sections.ts"
import type { FacetSelector } from "./settings.ts"
import { withFacetValues } from "./stock-query-change.ts"
import { stockQueryToSearchParams, type SearchParamPairs } from "./stock-query-url.ts"
import type { StockQuery } from "./stock-query.ts"

/** A facet's GET form: where it goes, and the other filters it carries as hidden fields. */
export interface FacetFormView {
  readonly action: string
  /** The search without this facet and without the page (a changed filter drops it). */
  readonly keep: SearchParamPairs
  readonly applyLabel: string
}

/** One choice of a single-choice select: the value sent and the text shown ("Sedan (12)"). */
export interface FacetChoiceView {
  readonly value: string
  readonly label: string
}

/** How one facet is drawn: the tenant's selector and what that selector needs. */
export type FacetControlView =
  | { readonly kind: "menu"; readonly section: FacetSectionView; readonly picked: number }
  | {
      readonly kind: "dropdown"
      readonly section: FacetSectionView
      readonly picked: number
      readonly form: FacetFormView
    }
  | {
      readonly kind: "select"
      readonly section: FacetSectionView
      readonly picked: number
      readonly form: FacetFormView
      /** The first choice, which clears the facet ("Any Body Type"); sent as an empty value. */
      readonly anyLabel: string
      readonly choices: ReadonlyArray<FacetChoiceView>
      /** The chosen value, `""` for none; with several chosen (a hand-made URL) the first. */
      readonly value: string
    }

/** The texts of the search filters' controls. */
export type FacetControlTexts = Pick<Texts, "searchFacetAny" | "searchFacetChoice" | "searchRangeApply">

const choiceLabel = (option: FacetOptionView, texts: FacetControlTexts) =>
  fillText(texts.searchFacetChoice, { label: option.label, count: String(option.count) })

/**
 * The listing's facets drawn with the tenant's selector (section 2, "Facet filter selectors may be
 * dropdown, select or menu"). A menu is links; a dropdown and a select are GET forms on `action`
 * that carry every other filter, so each works without script and changes only its own facet.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, facetControls, searchListingView } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const empty = emptyStockResult(1)
 * const result = { ...empty, total: 12, facets: { ...empty.facets, make: [{ label: "Kia", value: "Kia", count: 12 }] } }
 * const path = "/search/new-used-and-demo-cars"
 * const view = searchListingView({ path, query: emptyStockQuery, result, tenant: exampleTenant(), now: new Date("2026-03-02T10:00:00+10:00") })
 *
 * facetControls(view.facets, { selector: "select", action: path, query: emptyStockQuery, texts: defaultTexts })[0]?.kind // => "select"
 */
export function facetControls(
  sections: ReadonlyArray<FacetSectionView>,
  context: {
    readonly selector: FacetSelector
    readonly action: string
    /** The search the facets' links toggle values of (the path's own values included). */
    readonly query: StockQuery
    readonly texts: FacetControlTexts
  }
): ReadonlyArray<FacetControlView> {
  const { selector, action, query, texts } = context
  return sections.map((section): FacetControlView => {
    const picked = section.options.filter((option) => option.selected)
    if (selector === "menu") return { kind: "menu", section, picked: picked.length }
    const form: FacetFormView = {
      action,
      keep: stockQueryToSearchParams(withFacetValues(query, section.name, [])),
      applyLabel: texts.searchRangeApply
    }
    if (selector === "dropdown") return { kind: "dropdown", section, picked: picked.length, form }
    return {
      kind: "select",
      section,
      picked: picked.length,
      form,
      anyLabel: fillText(texts.searchFacetAny, { label: section.label }),
      choices: section.options.map((option) => ({ value: option.value, label: choiceLabel(option, texts) })),
      value: picked[0]?.value ?? ""
    }
  })
}
