import type { ReactElement } from "react"
import { act, cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import * as watchlistStories from "../session/watchlist-save-button.stories.tsx"
import * as announcementStories from "./announcement-bar.stories.tsx"
import * as copyLinkStories from "./copy-link-button.stories.tsx"
import * as locatorStories from "./dealer-locator-picker.stories.tsx"
import * as deliveryStories from "./delivery-calculator-form.stories.tsx"
import * as gaugeStories from "./market-gauge.stories.tsx"
import * as toastStories from "./toast-region.stories.tsx"

afterEach(cleanup)

const modules = {
  watchlistStories,
  announcementStories,
  copyLinkStories,
  locatorStories,
  deliveryStories,
  gaugeStories,
  toastStories
}

// Every story renders with the real machines and its stubbed services, without throwing.
describe.each(Object.entries(modules))("%s", (_name, stories) => {
  it.each(Object.entries(stories))("%s renders", async (_story, Story) => {
    const StoryComponent = Story as () => ReactElement
    const { container } = await act(async () => render(<StoryComponent />))
    expect(container).toBeTruthy()
  })
})
