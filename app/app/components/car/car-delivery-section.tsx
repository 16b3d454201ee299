import { DeliveryCalculatorForm, useDeliveryCalculator } from "@dealer/react"
import { lookupDeliveryPrice } from "./car-page-services.ts"

/** The delivery calculator: a postcode gives the estimate for delivering this car there. */
export function CarDeliverySection({ title, copy }: { readonly title: string; readonly copy: string }) {
  const delivery = useDeliveryCalculator({ lookupDeliveryPrice })
  return (
    <section className="car-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">{title}</h2>
      <p className="muted">{copy}</p>
      <DeliveryCalculatorForm delivery={delivery} className="delivery-calculator" />
    </section>
  )
}
