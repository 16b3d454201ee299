import { assign, fromPromise, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { cachedResult, rememberResult, type SearchCacheEntry } from "./stock-search-cache.ts"
import { toggleFacetValue, withFilter, withRange } from "./stock-query-change.ts"
import type { FilterFacet, NumericRange, RangeFilter, SortBy, StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"

/** Debounces of section 9: typing in the search box, and dragging a range slider. */
export const SEARCH_TEXT_DEBOUNCE_MS = 300
/**
 * A slider's value is searched once it has stood still this long, so dragging does not search on
 * every step.
 */
export const SEARCH_SLIDER_DEBOUNCE_MS = 400
/** A search that has not answered by then is given up, so the page never spins for ever. */
export const SEARCH_TIMEOUT_MS = 15_000

/** What the stock search's statechart starts from: the query, the first answer and the texts. */
export interface StockSearchMachineInput {
  readonly query: StockQuery
  /** The server-rendered answer for `query`, so the page starts with data and no request. */
  readonly result: StockResult | null
  readonly texts: Pick<Texts, "searchFailed" | "searchTimedOut">
}

/** The stock search statechart's context: the query, the last answer, the cache and the error on show. */
export interface StockSearchContext {
  /** What the shopper asked for last. */
  readonly query: StockQuery
  /** The query whose answer `result` is. */
  readonly shownQuery: StockQuery
  /** The last good answer: stays shown while loading and after an error (000 section 4). */
  readonly result: StockResult | null
  readonly error: string | null
  readonly cache: ReadonlyArray<SearchCacheEntry>
  readonly texts: StockSearchMachineInput["texts"]
}

/** What the stock search sends its statechart: text typed, sliders moved, filters, sort, page, retry. */
export type StockSearchEvent =
  | { readonly type: "TEXT_CHANGED"; readonly text: string }
  | { readonly type: "RANGE_CHANGED"; readonly name: RangeFilter; readonly range: NumericRange | null }
  | { readonly type: "FACET_TOGGLED"; readonly facet: FilterFacet; readonly value: string }
  | { readonly type: "SORT_CHANGED"; readonly sortBy: SortBy }
  | { readonly type: "PAGE_CHANGED"; readonly page: number }
  | { readonly type: "QUERY_REPLACED"; readonly query: StockQuery }
  | { readonly type: "RETRY" }

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * The stock search flow (000 sections 4, 7, 9): idle, loading, hasData, hasError. Previous results,
 * counts and facets stay while loading and after an error; the search box waits 300 ms and sliders
 * 400 ms before searching; a filter change drops the page; answers are cached per query (10,
 * oldest evicted); a newer query cancels the older request, so a stale answer never overwrites a
 * newer one. The search itself is the injected `search` actor.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, stockSearchMachine, type StockQuery, type StockResult } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise } from "xstate"
 *
 * const search = fromPromise<StockResult, StockQuery>(async ({ input }) => emptyStockResult(input.page))
 * const actor = createActor(stockSearchMachine.provide({ actors: { search } }), {
 *   input: { query: emptyStockQuery, result: emptyStockResult(1), texts: defaultTexts }
 * }).start()
 * actor.getSnapshot().context.result?.total // => 0
 */
export const stockSearchMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as StockSearchContext,
    input: {} as StockSearchMachineInput,
    events: {} as StockSearchEvent,
    tags: {} as "pending"
  },
  actors: {
    search: fromPromise<StockResult, StockQuery>(() => Promise.reject(new Error("search is not provided")))
  },
  delays: { textDebounce: SEARCH_TEXT_DEBOUNCE_MS, sliderDebounce: SEARCH_SLIDER_DEBOUNCE_MS, searchTimeout: SEARCH_TIMEOUT_MS },
  guards: {
    hasAnswer: ({ context }) => context.result !== null,
    isCached: ({ context }) => cachedResult(context.cache, context.query) !== null
  },
  actions: {
    setText: assign({
      query: ({ context, event }) => (event.type === "TEXT_CHANGED" ? withFilter(context.query, { query: event.text }) : context.query)
    }),
    setRange: assign({
      query: ({ context, event }) =>
        event.type === "RANGE_CHANGED" ? withRange(context.query, event.name, event.range) : context.query
    }),
    toggleFacet: assign({
      query: ({ context, event }) =>
        event.type === "FACET_TOGGLED" ? toggleFacetValue(context.query, event.facet, event.value) : context.query
    }),
    setSort: assign({
      query: ({ context, event }) =>
        event.type === "SORT_CHANGED" ? withFilter(context.query, { sortBy: event.sortBy }) : context.query
    }),
    setPage: assign({
      query: ({ context, event }) => (event.type === "PAGE_CHANGED" ? { ...context.query, page: event.page } : context.query)
    }),
    replaceQuery: assign({
      query: ({ context, event }) => (event.type === "QUERY_REPLACED" ? event.query : context.query)
    }),
    showCached: assign(({ context }) => ({
      result: cachedResult(context.cache, context.query),
      shownQuery: context.query,
      error: null
    }))
  }
}).createMachine({
  id: "stockSearch",
  context: ({ input }) => ({
    query: input.query,
    shownQuery: input.query,
    result: input.result,
    error: null,
    cache: input.result ? rememberResult([], input.query, input.result) : [],
    texts: input.texts
  }),
  initial: "starting",
  on: {
    TEXT_CHANGED: { target: ".typing", actions: "setText", reenter: true },
    RANGE_CHANGED: { target: ".sliding", actions: "setRange", reenter: true },
    FACET_TOGGLED: { target: ".searching", actions: "toggleFacet" },
    SORT_CHANGED: { target: ".searching", actions: "setSort" },
    PAGE_CHANGED: { target: ".searching", actions: "setPage" },
    QUERY_REPLACED: { target: ".searching", actions: "replaceQuery" }
  },
  states: {
    starting: {
      always: [{ guard: "hasAnswer", target: "hasData" }, { target: "idle" }]
    },
    idle: {},
    typing: { tags: "pending", after: { textDebounce: "searching" } },
    sliding: { tags: "pending", after: { sliderDebounce: "searching" } },
    searching: {
      tags: "pending",
      always: [{ guard: "isCached", target: "hasData", actions: "showCached" }, { target: "loading" }]
    },
    loading: {
      tags: "pending",
      invoke: {
        src: "search",
        input: ({ context }) => context.query,
        onDone: {
          target: "hasData",
          actions: /* @__PURE__ */ assign(({ context, event }) => ({
            result: event.output,
            shownQuery: context.query,
            error: null,
            cache: rememberResult(context.cache, context.query, event.output)
          }))
        },
        onError: {
          target: "hasError",
          actions: /* @__PURE__ */ assign({ error: ({ context, event }) => errorText(event.error, context.texts.searchFailed) })
        }
      },
      after: {
        searchTimeout: { target: "hasError", actions: /* @__PURE__ */ assign({ error: ({ context }) => context.texts.searchTimedOut }) }
      }
    },
    hasData: {},
    hasError: {
      on: { RETRY: "searching" }
    }
  }
})
