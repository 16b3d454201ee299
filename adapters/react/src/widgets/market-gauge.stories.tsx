import type { Story } from "@ladle/react"
import { MarketGauge } from "./market-gauge.tsx"
import { never, StoryPage } from "./test/story-page.tsx"
import { useMarketGauge } from "./use-market-gauge.ts"

const car = { status: "in_stock", sold: null, reserved: null, price: 30_990 } as const
const answer = (fill: number) => async () => ({
  fill,
  listing_price: 30_990,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.8
})

function Gauge({ load }: { readonly load: () => Promise<unknown> }) {
  return (
    <MarketGauge
      gauge={useMarketGauge({ car, carPath: "/cars/2022-toyota-hilux" }, { loadGauge: load })}
      className="gauge"
    />
  )
}

export const Loading: Story = () => (
  <StoryPage>
    <Gauge load={never} />
  </StoryPage>
)
export const GoodDeal: Story = () => (
  <StoryPage>
    <Gauge load={answer(0.45)} />
  </StoryPage>
)
export const GreatDeal: Story = () => (
  <StoryPage>
    <Gauge load={answer(0.8)} />
  </StoryPage>
)
export const NoDataReturnedIsHidden: Story = () => (
  <StoryPage>
    <Gauge load={async () => ({ error: "No data returned" })} />
  </StoryPage>
)
export const FailureIsHidden: Story = () => (
  <StoryPage>
    <Gauge load={() => Promise.reject(new Error("500"))} />
  </StoryPage>
)
