import type { PriceQuickPick } from "@dealer/core/pricing"

/**
 * The price quick-picks ($5,000 to $70,000, and $300,000 to $800,000 for a premium brand) as the
 * suggestions of the price boxes that name this list.
 *
 * @example
 * <PriceQuickPicks id={listId} picks={priceQuickPicks(tenant.stock.premium_price_quick_picks)} />
 * <input list={listId} />
 */
export function PriceQuickPicks({ id, picks }: { readonly id: string; readonly picks: ReadonlyArray<PriceQuickPick> }) {
  return (
    <datalist id={id}>
      {picks.map((pick) => (
        <option key={pick.value} value={pick.label} />
      ))}
    </datalist>
  )
}
