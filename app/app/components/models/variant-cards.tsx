import type { ModelPageView } from "@dealer/core/models"

/** The variant price cards, each with the model's Test Drive or Register Interest button. */
export function VariantCards({
  heading,
  cards
}: {
  readonly heading: string
  readonly cards: ModelPageView["variants"]
}) {
  if (cards.length === 0) return null
  return (
    <section className="model-section variant-cards" aria-labelledby="variant-cards-heading">
      <h2 id="variant-cards-heading">{heading}</h2>
      <ul className="variant-cards__list">
        {cards.map((card) => (
          <li key={card.id}>
            <article className="variant-card" aria-labelledby={`variant-card-${card.id}`}>
              {card.imageUrl && <img className="variant-card__image" src={card.imageUrl} alt="" width={480} height={270} />}
              <h3 className="variant-card__name" id={`variant-card-${card.id}`}>
                {card.fullName ?? card.name}
              </h3>
              {card.priceText && <p className="variant-card__price">{card.priceText}</p>}
              {card.features.length > 0 && (
                <ul className="variant-card__features">
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              <a
                className={`button variant-card__action variant-card__action--${card.action.kind}`}
                href={card.action.href}
                aria-describedby={`variant-card-${card.id}`}
              >
                {card.action.text}
              </a>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
