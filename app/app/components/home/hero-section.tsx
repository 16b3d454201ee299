import type { HeroView } from "@dealer/core"

/**
 * The hero: the dealer's image (or a panel in its brand colour) behind a heading, a line of text
 * and one call to action.
 */
export function Hero({ hero, id }: { readonly hero: HeroView; readonly id: string }) {
  const headingId = `${id}-heading`
  return (
    <section className={`hero home-section${hero.image ? " hero--image" : ""}`} aria-labelledby={headingId}>
      {hero.image ? (
        <img className="hero__image" src={hero.image.src} alt={hero.image.alt} width={1920} height={540} fetchPriority="high" />
      ) : null}
      <div className="hero__body">
        <h2 id={headingId} className="hero__heading">
          {hero.heading}
        </h2>
        {hero.text ? <p className="hero__text">{hero.text}</p> : null}
        <a className="hero__cta" href={hero.cta.href}>
          {hero.cta.label}
        </a>
      </div>
    </section>
  )
}
