import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { PhoneRevealButton } from "./phone-reveal-button.tsx"
import { usePhoneReveal } from "./use-phone-reveal.ts"

const log = { car_id: 7, dealership_id: 3, website_id: 1 }
const services = { logReveal: async () => undefined }

function Phone() {
  return <PhoneRevealButton phone={usePhoneReveal({ phone: "+61755550123", log }, services)} className="button" />
}

export const MaskedUntilClicked: Story = () => (
  <TenantProvider tenant={exampleTenant()}>
    <Phone />
  </TenantProvider>
)

export const UnmaskedFromStart: Story = () => (
  <TenantProvider tenant={exampleTenant({ locator: { phone_unmasked_from_start: true } })}>
    <Phone />
  </TenantProvider>
)
