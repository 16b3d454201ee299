import type { ToastNotice } from "@dealer/core/share"
import type { Story } from "@ladle/react"
import { StoryPage, useOnMount } from "./test/story-page.tsx"
import { useShowToast } from "./toast-provider.tsx"

const saved: ToastNotice = {
  id: "watchlist",
  title: "Car Saved In Watchlist",
  message: "2022 Toyota Hilux SR5 is now available in your watchlist",
  durationMs: 60_000,
  action: { label: "View List", href: "/watchlist" }
}
const copied: ToastNotice = {
  id: "share-copied",
  message: "Copied 2022 Toyota Hilux SR5 to your clipboard!",
  durationMs: 3000
}

function Show({ toast }: { readonly toast: ToastNotice }) {
  const show = useShowToast()
  useOnMount(() => show(toast))
  return null
}

export const Empty: Story = () => <StoryPage>{null}</StoryPage>
export const WatchlistToastWithAction: Story = () => (
  <StoryPage>
    <Show toast={saved} />
  </StoryPage>
)
export const CopyToastLeavesAfterThreeSeconds: Story = () => (
  <StoryPage>
    <Show toast={copied} />
  </StoryPage>
)
