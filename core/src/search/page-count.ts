import { PAGE_SIZE } from "./stock-query.ts"

/**
 * How many pages a total fills; an empty result still has one (empty) page.
 *
 * @example
 * import { pageCount } from "@dealer/core/search"
 *
 * pageCount(43) // => 3
 */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
