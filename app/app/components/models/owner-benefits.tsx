import type { ModelPageView } from "@dealer/core/models"

/** The owner benefit cards of the brand model page. */
export function OwnerBenefits({ benefits }: { readonly benefits: NonNullable<ModelPageView["ownerBenefits"]> }) {
  return (
    <section className="model-section owner-benefits" aria-labelledby="owner-benefits-heading">
      <h2 id="owner-benefits-heading">{benefits.heading}</h2>
      <ul className="model-cards">
        {benefits.items.map((benefit) => (
          <li key={benefit.title} className="model-card owner-benefit">
            {benefit.image_url && <img className="model-card__image" src={benefit.image_url} alt="" width={480} height={270} />}
            <h3 className="model-card__title">
              {benefit.href ? <a href={benefit.href}>{benefit.title}</a> : benefit.title}
            </h3>
            {benefit.description && <p className="model-card__text">{benefit.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
