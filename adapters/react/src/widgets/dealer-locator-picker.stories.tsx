import type { PlaceSuggestion } from "@dealer/core/search"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { DealerLocatorPicker } from "./dealer-locator-picker.tsx"
import { never, StoryPage, useOnMount } from "./test/story-page.tsx"
import { useDealerLocator, type DealerLocatorServices } from "./use-dealer-locator.ts"

const places: ReadonlyArray<PlaceSuggestion> = [
  { kind: "suburb", label: "Southport QLD 4215", lat: -27.967, lng: 153.4, postcode: "4215", state: "QLD" },
  { kind: "suburb", label: "Surfers Paradise QLD 4217", lat: -28.0, lng: 153.43, postcode: "4217", state: "QLD" },
  { kind: "postcode", label: "4000 Brisbane QLD", lat: -27.47, lng: 153.025, postcode: "4000", state: "QLD" }
]
const suggest: DealerLocatorServices = {
  suggestPlaces: async (query) => places.filter((place) => place.label.toLowerCase().includes(query.toLowerCase()))
}

function Locator(props: {
  readonly reach?: "radius" | "place-picker"
  readonly services?: DealerLocatorServices
  readonly typed?: string
  readonly selectFirst?: boolean
  readonly validated?: boolean
}) {
  const locator = useDealerLocator({ reach: props.reach ?? "radius" }, props.services ?? suggest)
  useOnMount(() => {
    if (props.typed) locator.type(props.typed)
    if (props.validated) locator.validate()
  })
  // Once the suggestions are in, pick the first, as a shopper pressing Enter twice would.
  useEffect(() => {
    if (props.selectFirst && locator.expanded) locator.select(0)
  }, [props.selectFirst, locator.expanded])
  return <DealerLocatorPicker locator={locator} className="dealer-locator" />
}

export const Empty: Story = () => (
  <StoryPage>
    <Locator />
  </StoryPage>
)
export const Searching: Story = () => (
  <StoryPage>
    <Locator services={{ suggestPlaces: never }} typed="South" />
  </StoryPage>
)
export const Suggestions: Story = () => (
  <StoryPage>
    <Locator typed="s" />
  </StoryPage>
)
export const NearbyResults: Story = () => (
  <StoryPage>
    <Locator typed="south" selectFirst />
  </StoryPage>
)
export const NoDealershipNearby: Story = () => (
  <StoryPage>
    <Locator
      services={{
        suggestPlaces: async () => [
          { kind: "suburb", label: "Broome WA 6725", lat: -17.96, lng: 122.24, postcode: "6725", state: "WA" }
        ]
      }}
      typed="broome"
      selectFirst
    />
  </StoryPage>
)
export const RequiredMessage: Story = () => (
  <StoryPage>
    <Locator reach="place-picker" validated />
  </StoryPage>
)
export const FormPickerWithoutRadius: Story = () => (
  <StoryPage>
    <Locator reach="place-picker" typed="south" selectFirst />
  </StoryPage>
)
