import { activeSpinCampaign, decideSpin, resolveTenant, spinToWinView, type SpinCampaign } from "@dealer/core"
import { loadTenant, metroMotorGroup } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import type { ReactNode } from "react"
import { SpinToWinPanel } from "./spin-to-win-panel.tsx"
import "../../styles/gated-pages.css"

// The fixture group's spring campaign: a car wash, a fuel voucher or a logbook service.
const tenant = resolveTenant(loadTenant(metroMotorGroup, "story tenant metro-motor-group"))
const running = activeSpinCampaign(tenant.promotions)
if (running === null) throw new Error("The metro-motor-group fixture runs no spin-to-win campaign")
const campaign: SpinCampaign = running

/** The server's draw with a fixed roll: low rolls win the common prize, the top of the range the rare one. */
const drawn = (roll: number) => decideSpin(campaign, null, () => roll).result

const Page = ({ children }: { readonly children: ReactNode }) => (
  <main className="gated-page spin-to-win">{children}</main>
)

export const ReadyToSpin: Story = () => (
  <Page>
    <SpinToWinPanel view={spinToWinView(campaign, null, tenant.texts)} busy={false} />
  </Page>
)

export const Spinning: Story = () => (
  <Page>
    <SpinToWinPanel view={spinToWinView(campaign, null, tenant.texts)} busy />
  </Page>
)

export const Won: Story = () => (
  <Page>
    <SpinToWinPanel view={spinToWinView(campaign, drawn(0.99), tenant.texts)} busy={false} />
  </Page>
)

/** A second spin is refused: the page says so and shows the first result. */
export const AlreadySpun: Story = () => (
  <Page>
    <SpinToWinPanel view={spinToWinView(campaign, drawn(0.1), tenant.texts, true)} busy={false} />
  </Page>
)
