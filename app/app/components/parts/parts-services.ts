import { leadSubmitRequest } from "@dealer/core"
import { createPlatformClient, returnedMessage, type PlatformClient } from "@dealer/http"
import type { PartsWizardServices } from "@dealer/react"
import { Result } from "effect"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/**
 * The parts wizard's calls in the browser: each step's lead through `@dealer/http` (the first
 * answer's lead_id continues the same lead), and the Parts Enquiry event.
 *
 * @example
 * const wizard = usePartsWizard(input, partsServices)
 */
export const partsServices: PartsWizardServices = {
  submitLead: async (lead) => {
    const result = await platform().leads.submit(leadSubmitRequest(lead))
    if (Result.isFailure(result)) throw new Error(returnedMessage(result.failure))
    return result.success
  },
  track: async ({ event }) => {
    if (event === null) return
    await platform().logs.analyticsEvent({ event_id: event.id, ...(event.label === null ? {} : { label: event.label }) })
  }
}
