import { DeliveryCalculatorForm, useDeliveryCalculator } from "@dealer/react"
import { lookupDeliveryPrice } from "./car-page-services.ts"

/**
 * The delivery calculator: a postcode gives the estimate for delivering this car there, priced
 * from the car's own location (`locationId`; the site's primary sales location when it has none).
 */
export function CarDeliverySection({
  title,
  copy,
  locationId
}: {
  readonly title: string
  readonly copy: string
  readonly locationId: number | null
}) {
  const delivery = useDeliveryCalculator({ lookupDeliveryPrice: (postcode) => lookupDeliveryPrice(postcode, locationId) })
  return (
    <section className="car-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">{title}</h2>
      <p className="muted">{copy}</p>
      <DeliveryCalculatorForm delivery={delivery} className="delivery-calculator" />
    </section>
  )
}
