import type { Story } from "@ladle/react"
import { AnnouncementBar } from "./announcement-bar.tsx"
import { StoryPage } from "./test/story-page.tsx"
import { useAnnouncementBar } from "./use-announcement-bar.ts"

function Bar({ vehicleCity }: { readonly vehicleCity: string }) {
  return <AnnouncementBar bar={useAnnouncementBar({ vehicleCity })} className="announcement-bar" />
}

export const LocatedElsewhere: Story = () => (
  <StoryPage>
    <Bar vehicleCity="Robina" />
  </StoryPage>
)
export const AtThePrimaryLocationShowsNothing: Story = () => (
  <StoryPage>
    <Bar vehicleCity="Southport" />
  </StoryPage>
)
