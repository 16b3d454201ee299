import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { formSubmitFailure, leadSubmitOutcome, LeadSubmitResponse } from "./submission-outcome.ts"

describe("leadSubmitOutcome", () => {
  it("succeeds with the lead_id", () => {
    const response = decodeOrThrow(LeadSubmitResponse, { lead_id: 812, extra: true }, "lead response")
    expect(leadSubmitOutcome(response, defaultTexts)).toEqual({ kind: "success", leadId: 812 })
  })

  it("shows the returned error, else 'An unexpected error occured' (sic)", () => {
    expect(leadSubmitOutcome({ error: "Email is blocked" }, defaultTexts)).toEqual({
      kind: "failure",
      message: "Email is blocked"
    })
    expect(leadSubmitOutcome({}, defaultTexts)).toEqual({ kind: "failure", message: "An unexpected error occured" })
    expect(leadSubmitOutcome({ lead_id: null, error: " " }, defaultTexts).kind).toBe("failure")
  })
})

describe("formSubmitFailure", () => {
  it("alerts 'An error occurred when submitting this form' and keeps the error's own message", () => {
    expect(formSubmitFailure(new Error("Network down"), defaultTexts)).toEqual({
      alert: "An error occurred when submitting this form",
      formError: "Network down"
    })
    expect(formSubmitFailure("Timed out", defaultTexts).formError).toBe("Timed out")
  })

  it("falls back to the alert text when the error has no message", () => {
    for (const error of [new Error(""), { status: 500 }, null]) {
      expect(formSubmitFailure(error, defaultTexts).formError).toBe("An error occurred when submitting this form")
    }
  })
})
