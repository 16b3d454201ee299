import { YouxQuoteRequest } from "@dealer/core"
import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"

/**
 * POST /api/youx/quote: the quote of the `FinanceQuotes` port (computed locally by default);
 * 404 when it has none for the request.
 */
export const action = apiAction("POST /api/youx/quote", {
  body: YouxQuoteRequest,
  source: "finance quote request",
  handle: async ({ tenant, body, services }) => {
    const quote = await services.financeQuotes.quote(tenant.slug, body)
    if (quote === null) throw notFound(apiMessages.noQuote)
    return reply(quote)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
