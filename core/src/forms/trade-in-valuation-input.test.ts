import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import { FormsSettings } from "./settings.ts"
import { connectTradeInValuation } from "./trade-in-valuation-connect.ts"
import { tradeInValuationInput } from "./trade-in-valuation-input.ts"
import { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import { valuationInitialValues } from "./valuation-initial-values.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const forms = decodeOrThrow(FormsSettings, { trade_in_estimate_max_km: 150_000, default_rego_state: "nsw" }, "forms settings")
const texts = { ...defaultTexts, tradeInRegoRequired: "Rego, please" }
const page: LeadPageContext = exampleLeadPage({
  url: "https://metro.example/trade-in",
  dealershipId: 3,
  formCategory: "Trade In"
})
const now = new Date("2026-03-01T00:00:00Z")

describe("tradeInValuationInput", () => {
  it("carries the flow's values, page and moment, and the tenant's settings and texts", () => {
    const values = valuationInitialValues(forms, null)
    const input = tradeInValuationInput({ forms, texts }, { values, page, locationShown: true, now })
    expect(input).toEqual({ values, page, locationShown: true, now, settings: forms, texts })
    expect(input.values.regoState).toBe("nsw")
    expect(input.settings.trade_in_estimate_max_km).toBe(150_000)
  })

  it("starts the valuation at its details in the tenant's words", () => {
    const values = { ...valuationInitialValues(forms, null), rego: "" }
    const input = tradeInValuationInput({ forms, texts }, { values, page, locationShown: false, now })
    const actor = createActor(tradeInValuationMachine, { input }).start()
    const view = connectTradeInValuation(actor.getSnapshot(), actor.send)
    expect(view.stage).toBe("details")
    view.submit()
    expect(connectTradeInValuation(actor.getSnapshot(), actor.send).fieldErrors.rego).toBe("Rego, please")
    actor.stop()
  })
})
