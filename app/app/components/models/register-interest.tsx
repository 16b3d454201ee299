import type { ModelPageView } from "@dealer/core/models"

/** Where a coming-soon model's 'Register Interest' buttons lead. */
export function RegisterInterest({ section }: { readonly section: NonNullable<ModelPageView["registerInterest"]> }) {
  return (
    <section className="model-section register-interest" id={section.anchorId} aria-labelledby="register-interest-heading">
      <h2 id="register-interest-heading">{section.heading}</h2>
      <p>{section.intro}</p>
      <a className="button register-interest__link" href={section.href}>
        {section.linkText}
      </a>
    </section>
  )
}
