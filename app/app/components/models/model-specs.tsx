import type { ModelPageView } from "@dealer/core/models"

/** The specification strip (first 4 figures, value over category) and the brochure link. */
export function ModelSpecs({
  specs,
  brochure
}: {
  readonly specs: ModelPageView["specs"]
  readonly brochure: ModelPageView["brochure"]
}) {
  if (!specs && !brochure) return null
  return (
    <section className="model-section model-specs" aria-label={specs?.label}>
      {specs && (
        <dl className="model-specs__list">
          {specs.items.map((spec) => (
            <div className="model-specs__item" key={`${spec.category}-${spec.value}`}>
              <dt className="model-specs__category">{spec.category}</dt>
              <dd className="model-specs__value">{spec.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {brochure && (
        <a className="model-specs__brochure" href={brochure.href}>
          {brochure.text}
        </a>
      )}
    </section>
  )
}
