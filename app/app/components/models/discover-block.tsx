import type { ModelPageView } from "@dealer/core/models"

/** The 'Discover' cross-sell cards of a model page. */
export function DiscoverBlock({ block }: { readonly block: NonNullable<ModelPageView["discover"]> }) {
  return (
    <section className="model-section discover" aria-labelledby="discover-heading">
      <h2 id="discover-heading">{block.heading}</h2>
      <ul className="model-cards">
        {block.items.map((item) => (
          <li key={`${item.href}-${item.title}`} className="model-card discover__item">
            {item.image_url && <img className="model-card__image" src={item.image_url} alt="" width={480} height={270} />}
            <h3 className="model-card__title">
              <a href={item.href}>{item.title}</a>
            </h3>
            {item.description && <p className="model-card__text">{item.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
