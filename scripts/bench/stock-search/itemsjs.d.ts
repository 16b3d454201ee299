// itemsjs ships no types; this is the part of its API the benchmark uses.
declare module "itemsjs" {
  interface ItemsSearchOptions {
    readonly per_page?: number
    readonly page?: number
    readonly sort?: string
    readonly filters?: Readonly<Record<string, ReadonlyArray<string>>>
    /** Internal ids (1-based positions in the data) to limit the search to. */
    readonly _ids?: ReadonlyArray<number>
  }
  interface ItemsSearchResult<T> {
    readonly pagination: { readonly total: number }
    readonly data: { readonly items: ReadonlyArray<T>; readonly aggregations: Record<string, unknown> }
  }
  interface ItemsEngine<T> {
    search(options: ItemsSearchOptions): ItemsSearchResult<T>
  }
  export default function itemsjs<T>(items: ReadonlyArray<T>, configuration: Record<string, unknown>): ItemsEngine<T>
}
