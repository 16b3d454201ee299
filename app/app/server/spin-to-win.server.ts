import { randomInt } from "node:crypto"
import {
  activeSpinCampaign,
  decideSpin,
  spinToWinView,
  type PlatformRepositories,
  type RandomSource,
  type SpinCampaign,
  type SpinEntry,
  type Tenant,
  type User
} from "@dealer/core"
import { data } from "react-router"
import type { Services } from "./create-services.server.ts"
import { gatedPageSession } from "./route-gate.server.ts"

/** A cryptographically strong number in [0, 1), so no shopper can predict a draw. */
const secureRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32

/** The tenant's running campaign, or the 404 page (before any sign-in, so nobody signs in for nothing). */
export function requireSpinCampaign(tenant: Tenant): SpinCampaign {
  const campaign = activeSpinCampaign(tenant.promotions)
  if (campaign === null) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  return campaign
}

/**
 * The spin-to-win page: the campaign, signed-out visitors sent to sign-in where the tenant gates
 * it, and the shopper's result once they have spun. `?again=1` follows a second spin.
 */
export async function spinToWinPage(request: Request, tenant: Tenant, services: Services) {
  const campaign = requireSpinCampaign(tenant)
  const session = await gatedPageSession(request, tenant, services)
  const entry =
    session === null
      ? null
      : await services.repositories.spinEntries.find({ tenantSlug: tenant.slug, userId: session.user.id, campaignId: campaign.id })
  const repeated = new URL(request.url).searchParams.get("again") === "1"
  return {
    siteName: tenant.name,
    view: spinToWinView(campaign, entry, tenant.texts, repeated)
  }
}

/**
 * A signed-in shopper's spin, on the repositories of the call's transaction: their first spin of
 * the campaign draws a prize on the server and stores it; any later spin answers the first result.
 *
 * @example
 * const { entry, alreadySpun } = await spin(campaign, tenant, user, repositories, now)
 */
export async function spin(
  campaign: SpinCampaign,
  tenant: Tenant,
  user: User,
  repositories: PlatformRepositories,
  now: Date,
  random: RandomSource = secureRandom
): Promise<{ readonly entry: SpinEntry; readonly alreadySpun: boolean }> {
  const entrant = { tenantSlug: tenant.slug, userId: user.id, campaignId: campaign.id }
  const decision = decideSpin(campaign, await repositories.spinEntries.find(entrant), random)
  const entry = await repositories.spinEntries.enter({ ...entrant, ...decision.result }, now)
  // A racing spin that stored first wins: this one is then a repeat too.
  return { entry, alreadySpun: decision.kind === "already-spun" || entry.prizeId !== decision.result.prizeId }
}
