import { emptyResultFacets, emptyResultFacetStats, emptyStockQuery, searchPageView, type Car } from "@dealer/core"
import { priceDisplayFigures, type PriceDisplayChoice } from "@dealer/core/finance"
import { exampleCar, exampleTenant } from "@dealer/core/testing"
import { usePriceDisplayChoice } from "@dealer/react"
import type { Story } from "@ladle/react"
import { useState } from "react"
import { CarCard } from "../car-card.tsx"
import { exampleSuv } from "../story-cars.ts"
import { PriceDisplayToggle } from "./price-display-toggle.tsx"
import { useSearchTexts } from "./use-search-texts.ts"
import "../../styles/finance.css"
import "../../styles/search.css"

const now = new Date("2026-11-22T00:00:00Z")
const tenant = exampleTenant()
const cars: ReadonlyArray<Car> = [
  // A finance quote of its own: Finance leads with the quote's weekly payment.
  exampleCar({
    id: 1,
    primary_image_url: "/images/cars/ute.svg",
    youxQuote: { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
  }),
  // No quote: Finance leads with the calculator's repayment at the tenant's defaults.
  exampleSuv,
  // No real price: the cash price (the no-price words) shows whatever the choice.
  exampleCar({
    id: 3,
    slug: "2021-toyota-corolla-ascent-sport-t3001",
    year: 2021,
    model: "Corolla",
    badge: "Ascent Sport",
    series: null,
    simple_body: "Hatch",
    stocknum: "T3001",
    price: 0,
    primary_image_url: "/images/cars/hatch.svg"
  })
]

// The cards as the search page's view draws them, so each carries its finance strip and repayment.
const view = searchPageView({
  path: "/search",
  scope: { kind: "all" },
  query: emptyStockQuery,
  result: {
    hits: cars,
    total: cars.length,
    page: 1,
    pages: 1,
    facets: emptyResultFacets,
    facetStats: emptyResultFacetStats,
    ms: 0,
    error: null
  },
  tenant,
  now,
  roll: 0,
  siteUrl: "https://example-motors.example"
})
const cards = view.entries.flatMap((entry) => (entry.kind === "card" ? [entry.card] : []))

/** The search toolbar's choice above the cards it changes, as on the search page. */
function Results({
  choice,
  onChoose
}: {
  readonly choice: PriceDisplayChoice
  readonly onChoose: (choice: PriceDisplayChoice) => void
}) {
  const texts = useSearchTexts()
  return (
    <div className="search__results" style={{ maxWidth: 960 }}>
      <div className="search__toolbar">
        <p className="search__count">{view.countText}</p>
        <PriceDisplayToggle choice={choice} onChoose={onChoose} ready />
      </div>
      <div className="card-grid">
        {cards.map((card) => (
          <CarCard
            key={card.card.id}
            card={card.card}
            {...priceDisplayFigures(choice, card)}
            repaymentLabel={texts.priceDisplayRepaymentLabel}
          />
        ))}
      </div>
    </div>
  )
}

function Chosen({ initial }: { readonly initial: PriceDisplayChoice }) {
  const [choice, choose] = useState(initial)
  return <Results choice={choice} onChoose={choose} />
}

/** The default: cash prices, each card's finance strip under its price. */
export const Cash: Story = () => <Chosen initial="Cash" />

export const Finance: Story = () => <Chosen initial="Finance" />

/** The choice kept as the site keeps it: `example-motors:PriceDisplay` in local storage. */
function Remembered() {
  const [choice, choose] = usePriceDisplayChoice(tenant.slug)
  return <Results choice={choice} onChoose={choose} />
}

export const RememberedForTheNextPage: Story = () => <Remembered />
