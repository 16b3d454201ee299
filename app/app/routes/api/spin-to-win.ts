import { activeSpinCampaign } from "@dealer/core"
import { Schema } from "effect"
import { notFound } from "../../server/api-error.server.ts"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { spin } from "../../server/spin-to-win.server.ts"

/**
 * POST /api/spin-to-win: the signed-in shopper's one spin of the tenant's campaign, drawn on the
 * server: 201 with the prize of a first spin, 200 with the first prize of any later spin; 401
 * signed out; 404 when the tenant runs no campaign.
 */
export const action = apiAction("POST /api/spin-to-win", {
  body: Schema.Struct({}),
  source: "spin",
  signedIn: true,
  rateLimits: ({ tenant, clientAddress, services }) =>
    clientRules(tenant.slug, "spin", clientAddress, services.settings.limits.leadPerClient),
  handle: async ({ tenant, user, now }, repositories) => {
    if (user === null) throw new Error("apiAction lets no signed-out shopper through")
    const campaign = activeSpinCampaign(tenant.promotions)
    if (campaign === null) throw notFound({ key: "notFoundBody" })
    const { entry, alreadySpun } = await spin(campaign, tenant, user, repositories, now)
    return reply(
      {
        entry: {
          campaign_id: entry.campaignId,
          prize_id: entry.prizeId,
          prize_label: entry.prizeLabel,
          created_at: entry.createdAt.toISOString()
        },
        already_spun: alreadySpun
      },
      alreadySpun ? 200 : 201
    )
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
