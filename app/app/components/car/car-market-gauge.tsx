import type { Car } from "@dealer/core"
import { MarketGauge, useMarketGauge } from "@dealer/react"
import { loadGauge } from "./car-page-services.ts"

/** The price comparison gauge; renders nothing unless the gauge has something to say. */
export function CarMarketGauge({
  title,
  car,
  carPath
}: {
  readonly title: string
  readonly car: Pick<Car, "status" | "sold" | "reserved" | "price">
  readonly carPath: string
}) {
  const gauge = useMarketGauge({ car, carPath }, { loadGauge })
  if (gauge.view.kind === "hidden") return null
  return (
    <section className="car-section" aria-labelledby="price-comparison">
      <h2 id="price-comparison">{title}</h2>
      <MarketGauge gauge={gauge} className="market-gauge" />
    </section>
  )
}
