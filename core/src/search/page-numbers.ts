/** One place in the numbered page list: a page number, or a gap standing for the pages left out. */
export type PageNumberSlot = number | "gap"

/**
 * The numbers of a numbered pagination: the first and last pages, the current page and one either
 * side, with a gap where pages are left out (a gap that would hide a single page shows that page).
 * At most seven places, so the list fits a phone. No list for a single page.
 *
 * @example
 * import { pageNumbers } from "@dealer/core/search"
 *
 * pageNumbers(10, 20) // => [1, "gap", 9, 10, 11, "gap", 20]
 * pageNumbers(3, 20) // => [1, 2, 3, 4, "gap", 20]
 */
export function pageNumbers(page: number, pages: number): ReadonlyArray<PageNumberSlot> {
  if (pages <= 1) return []
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b)
  const slots: Array<PageNumberSlot> = []
  for (const [index, number] of shown.entries()) {
    const previous = shown[index - 1]
    if (previous !== undefined && number - previous === 2) slots.push(previous + 1)
    else if (previous !== undefined && number - previous > 2) slots.push("gap")
    slots.push(number)
  }
  return slots
}
