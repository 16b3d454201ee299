import type { GaugeApi } from "@dealer/core/gauge"

/**
 * The price comparison gauge: a skeleton while loading, nothing when hidden, else the deal label,
 * a meter filled to the gauge's value (its band as `data-band`), the listing price and market range.
 *
 * @example
 * <MarketGauge gauge={useMarketGauge(input, services)} className="gauge" />
 */
export function MarketGauge({ gauge, className }: { readonly gauge: GaugeApi; readonly className?: string }) {
  const { view } = gauge
  if (view.kind === "hidden") return null
  if (view.kind === "skeleton") {
    return <div className={className} role="img" aria-busy="true" aria-label={gauge.loadingLabel} data-skeleton="" />
  }
  return (
    <figure className={className} data-band={view.band}>
      <figcaption>{view.label}</figcaption>
      <meter min={0} max={1} low={0.3} high={0.6} value={view.fill} aria-label={view.label} />
      <dl>
        <dt>{gauge.listingPriceLabel}</dt>
        <dd>{view.listingPrice}</dd>
        <dt>{gauge.marketRangeLabel}</dt>
        <dd>
          {view.marketRange.min} – {view.marketRange.max}
        </dd>
      </dl>
    </figure>
  )
}
