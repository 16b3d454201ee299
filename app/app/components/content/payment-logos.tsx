import type { ContentPageView } from "@dealer/core"

/** The payment logos as badges with their names (no images to load or to misread). */
export function PaymentLogos({ logos }: { readonly logos: NonNullable<ContentPageView["paymentLogos"]> }) {
  return (
    <section className="payment-logos" aria-label={logos.label}>
      <h2 className="payment-logos__label">{logos.label}</h2>
      <ul className="payment-logos__list">
        {logos.logos.map((logo) => (
          <li key={logo.id} className={`payment-logo payment-logo--${logo.id}`}>
            {logo.name}
          </li>
        ))}
      </ul>
    </section>
  )
}
