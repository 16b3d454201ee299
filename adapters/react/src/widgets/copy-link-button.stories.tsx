import type { Story } from "@ladle/react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { CopyLinkButton } from "./copy-link-button.tsx"
import { never, StoryPage, storyTenant, useOnMount } from "./test/story-page.tsx"
import { useCopyLink, type CopyLinkServices } from "./use-copy-link.ts"

function Copy({ services, pressOnMount }: { readonly services: CopyLinkServices; readonly pressOnMount?: boolean }) {
  const copyLink = useCopyLink({ path: "/cars/2022-toyota-hilux", carName: "2022 Toyota Hilux SR5" }, services)
  useOnMount(() => {
    if (pressOnMount) copyLink.copy()
  })
  return <CopyLinkButton copyLink={copyLink} className="button" />
}

const copied = { copy: async () => undefined }

export const Idle: Story = () => (
  <StoryPage>
    <Copy services={copied} />
  </StoryPage>
)
export const Copying: Story = () => (
  <StoryPage>
    <Copy services={{ copy: never }} pressOnMount />
  </StoryPage>
)
export const CopiedWithToast: Story = () => (
  <StoryPage>
    <Copy services={copied} pressOnMount />
  </StoryPage>
)
export const ClipboardRefused: Story = () => (
  <StoryPage>
    <Copy services={{ copy: () => Promise.reject(new Error("NotAllowedError")) }} pressOnMount />
  </StoryPage>
)
export const NoSiteUrl: Story = () => (
  <TenantProvider tenant={{ ...storyTenant, url: null }}>
    <Copy services={copied} />
  </TenantProvider>
)
