import {
  connectStockSearch,
  emptyStockQuery,
  searchHref,
  stockSearchMachine,
  type StockQuery,
  type StockResult,
  type StockSearchApi
} from "@dealer/core/search"
import { useMachine } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface StockSearchServices {
  /** Runs one search (the platform's search API). */
  readonly search: (query: StockQuery) => Promise<StockResult>
  /** Moves the browser address to `href` (React Router's `navigate`). */
  readonly navigate: (href: string, options: { readonly replace: boolean }) => void
}

export interface StockSearchHookInput {
  /** The search page's path, e.g. `/search/new-used-and-demo-cars`. */
  readonly path: string
  /** What the address asked for when the page was rendered, and the server's answer to it. */
  readonly query: StockQuery
  readonly result: StockResult | null
}

export interface StockSearchHookApi extends StockSearchApi {
  /** Clear Filters: back to the page's plain path, a new history entry. */
  readonly clearFilters: () => void
}

/**
 * The stock search flow of one search page, with the tenant's texts and the address kept in step.
 *
 * Each change of the search moves the address with `navigate`: a facet, sort or page change adds a
 * history entry; typing, and dragging one slider, replace the entry their first change added. When
 * the address changes by other means (back and forward buttons: React Router's navigation type
 * "POP"), call `replaceQuery` with the query it decodes to: the flow searches for it without
 * navigating again. The hook reads `input` once, so give the page a `key` of its path, and tell the
 * router not to reload the page's data when only the search part of its address changes (React
 * Router's `shouldRevalidate`): the flow fetches and caches results itself.
 *
 * @example
 * const navigate = useNavigate()
 * const search = useStockSearch({ path, query, result }, { search: api.searchStock, navigate })
 * const location = useLocation()
 * const navigationType = useNavigationType()
 * useEffect(() => {
 *   const parsed = stockQueryFromSearchParams(new URLSearchParams(location.search))
 *   if (navigationType === "POP" && Result.isSuccess(parsed)) search.replaceQuery(parsed.success)
 * }, [location])
 */
export function useStockSearch(input: StockSearchHookInput, services: StockSearchServices): StockSearchHookApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    stockSearchMachine.provide({ actors: { search: fromPromise(({ input: query }) => services.search(query)) } })
  )
  const [snapshot, send] = useMachine(machine, {
    input: { query: input.query, result: input.result, texts: tenant.texts }
  })
  const search = connectStockSearch(snapshot, send, { path: input.path, tenant, now: new Date() })
  // What the address says, the kind of change that put it there, and the kind of the change under way.
  const address = useRef<{ href: string; kind: string | null }>({ href: search.href, kind: null })
  const changing = useRef<string | null>(null)
  useEffect(() => {
    if (search.href === address.current.href) return
    const kind = changing.current
    services.navigate(search.href, { replace: kind !== null && kind === address.current.kind })
    address.current = { href: search.href, kind }
  }, [search.href])
  const as =
    <A extends ReadonlyArray<unknown>>(kind: string | null, command: (...args: A) => void) =>
    (...args: A) => {
      changing.current = kind
      command(...args)
    }
  return {
    ...search,
    setText: as("text", search.setText),
    setRange: (name, range) => as(`range:${name}`, search.setRange)(name, range),
    toggleFacet: as(null, search.toggleFacet),
    setSort: as(null, search.setSort),
    goToPage: as(null, search.goToPage),
    replaceQuery: (query) => {
      const href = searchHref(input.path, query)
      if (href === address.current.href) return
      address.current = { href, kind: null }
      search.replaceQuery(query)
    },
    clearFilters: as(null, () => search.replaceQuery(emptyStockQuery))
  }
}
