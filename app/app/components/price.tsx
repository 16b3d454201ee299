import type { PriceDisplay } from "@dealer/core"

/** Renders a price view model from core: amount, per-week suffix or placeholder text, and was-price. */
export function Price({ price }: { readonly price: PriceDisplay }) {
  return (
    <p className={`price price--${price.kind}`}>
      {price.kind === "price" && price.wasText ? <s className="price__was">{price.wasText}</s> : null}
      <span className="price__amount">{price.text}</span>
      {price.kind === "subscription" ? <span className="price__suffix">{price.suffix}</span> : null}
    </p>
  )
}
