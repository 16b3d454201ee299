import type { OfferPageView } from "@dealer/core"

/** One promotion's page. */
export function OfferArticle({ offer }: { readonly offer: OfferPageView }) {
  return (
    <main className="content-page offer-page">
      <h1>{offer.title}</h1>
      {offer.summary ? <p className="offer-page__summary">{offer.summary}</p> : null}
      {offer.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {offer.validUntil ? <p className="offer-page__valid">{offer.validUntil}</p> : null}
      {offer.cta ? (
        <a className="button" href={offer.cta.href}>
          {offer.cta.label}
        </a>
      ) : null}
    </main>
  )
}
