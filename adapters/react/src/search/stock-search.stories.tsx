import { emptyStockQuery } from "@dealer/core/search"
import type { Story } from "@ladle/react"
import { SearchStory, storySearches } from "./search-story-page.tsx"

export const InitialData: Story = () => <SearchStory />

export const Loading: Story = () => (
  <SearchStory search={storySearches.never} then={(search) => search.toggleFacet("make", "Kia")} />
)

export const ErrorWithPreviousResults: Story = () => (
  <SearchStory search={storySearches.down} then={(search) => search.toggleFacet("make", "Kia")} />
)

export const EmptyResults: Story = () => (
  <SearchStory query={{ ...emptyStockQuery, filters: { make: ["Kia"], body: ["Ute"] } }} />
)

export const FacetSelected: Story = () => <SearchStory query={{ ...emptyStockQuery, filters: { make: ["Toyota"] } }} />

export const SliderDragging: Story = () => (
  <SearchStory
    query={{ ...emptyStockQuery, ranges: { price: { min: 20_000, max: 45_000 } } }}
    then={(search) => search.setRange("price", { min: 25_000, max: 45_000 })}
  />
)
