/** Query-string pairs in order, as `new URLSearchParams(search)` iterates them and takes them back. */
export type QueryPairs = ReadonlyArray<readonly [string, string]>

/**
 * The query of a page once the shopper has chosen in place: the page's own pairs with the choice's
 * `variant` (position, from 1) and `colour` (id) in them, so a reload or a shared address shows the
 * same choice as the no-script links (`?variant=2&colour=17`). Other fields keep their place.
 *
 * @example
 * import { colourChoiceParams } from "@dealer/core/models"
 *
 * colourChoiceParams([["assistance", "all"], ["colour", "3"]], { variantIndex: 1, colourId: 17 })
 * // => [["assistance", "all"], ["colour", "17"], ["variant", "2"]]
 */
export function colourChoiceParams(
  current: Iterable<readonly [string, string]>,
  choice: { readonly variantIndex: number; readonly colourId: number | null }
): QueryPairs {
  const wanted = new Map<string, string | null>([
    ["variant", String(choice.variantIndex + 1)],
    ["colour", choice.colourId === null ? null : String(choice.colourId)]
  ])
  const written = new Set<string>()
  const pairs: Array<readonly [string, string]> = []
  for (const [name, value] of current) {
    if (!wanted.has(name)) pairs.push([name, value])
    else if (!written.has(name)) {
      // The field's first place takes the choice; repeats, and a field the choice clears, go.
      written.add(name)
      const chosen = wanted.get(name)
      if (chosen != null) pairs.push([name, chosen])
    }
  }
  for (const [name, value] of wanted) if (value !== null && !written.has(name)) pairs.push([name, value])
  return pairs
}
