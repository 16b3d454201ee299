import type { CarCardView, FinanceStripSummary } from "@dealer/core"
import type { CardRepayment, FinanceDisclaimerTexts, LenderStripView } from "@dealer/core/finance"
import type { ReactNode } from "react"
import { Link } from "react-router"
import { LenderStrips } from "./finance/lender-strips.tsx"
import { FinanceStrip } from "./search/finance-strip.tsx"
import { Price } from "./price.tsx"

/**
 * A search card: image, tag, title, chips, price, the finance strip (when the car has a quote) and
 * its buttons, all from core's card view model. Buttons are links to the page that does the job.
 */
export function CarCard({
  card,
  finance = null,
  repayment = null,
  repaymentLabel = "",
  lenders = [],
  lenderTexts = null,
  save = null,
  headingLevel = 2,
  imageLoading = "lazy"
}: {
  readonly card: CarCardView
  readonly finance?: FinanceStripSummary | null
  /** The repayment the card leads with, above the cash price, when the shopper shows prices as finance. */
  readonly repayment?: CardRepayment | null
  readonly repaymentLabel?: string
  /** The lenders' finance strips (core's `lenderStrips`), with their disclaimer dialog's texts. */
  readonly lenders?: ReadonlyArray<LenderStripView>
  readonly lenderTexts?: FinanceDisclaimerTexts | null
  /** The save-to-watchlist toggle, under the buttons. */
  readonly save?: ReactNode
  readonly headingLevel?: 2 | 3
  /** "eager" for the cards a phone shows before any scrolling, whose photo is the page's largest paint. */
  readonly imageLoading?: "eager" | "lazy"
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={`car-card${card.available ? "" : " car-card--sold"}`} data-car-id={card.id}>
      <Link to={card.href} className="car-card__link">
        <div className="car-card__media">
          {/* The title below names the car inside the same link, so the photo says nothing more.
              A car without photos shows core's placeholder picture of its kind. */}
          <img
            src={card.imageUrl}
            alt=""
            loading={imageLoading}
            fetchPriority={imageLoading === "eager" ? "high" : "auto"}
            width={640}
            height={400}
            data-placeholder={card.placeholderImage ? "" : undefined}
          />
          {card.tag ? <span className={`car-card__tag car-card__tag--${card.tag.kind}`}>{card.tag.text}</span> : null}
        </div>
        <Heading className="car-card__title">{card.title}</Heading>
      </Link>
      <ul className="car-card__chips">
        {card.chips.map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      {card.marketBadge ? <p className="car-card__badge">{card.marketBadge.label}</p> : null}
      {repayment ? (
        <p className="car-card__repayment">
          <span className="car-card__repayment-label">{repaymentLabel}</span> <strong>{repayment.text}</strong>
          {repayment.suffix}
        </p>
      ) : null}
      <Price price={card.price} />
      {finance ? <FinanceStrip finance={finance} /> : null}
      <LenderStrips strips={lenders} carId={card.id} carPath={card.href} texts={lenderTexts} />
      {card.buttons.length > 0 ? (
        <ul className="car-card__buttons">
          {card.buttons.map((button) => (
            <li key={button.kind}>
              <Link
                to={button.href}
                className={`car-card__button car-card__button--${button.kind}`}
                aria-label={`${button.label}: ${card.title}`}
              >
                {button.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {save}
    </article>
  )
}
