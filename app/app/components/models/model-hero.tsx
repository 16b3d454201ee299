import type { ModelPageView } from "@dealer/core/models"

/** The model's name, short description and picture. */
export function ModelHero({ view }: { readonly view: ModelPageView }) {
  return (
    <header className="model-hero">
      <div className="model-hero__text">
        <h1 className="model-hero__name">{view.name}</h1>
        {view.description && <p className="model-hero__description">{view.description}</p>}
      </div>
      {view.heroImageUrl && (
        <img className="model-hero__image" src={view.heroImageUrl} alt="" width={960} height={540} />
      )}
    </header>
  )
}
