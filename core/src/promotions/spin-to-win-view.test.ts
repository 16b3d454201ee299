import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { spinToWinView } from "./spin-to-win-view.ts"

const campaign = {
  id: "spring-2026",
  title: "Spring Spin to Win",
  intro: "",
  prizes: [{ id: "cap", label: "Dealer cap", weight: 1 }] as const,
  terms: "Prizes are not redeemable for cash.",
  enabled: true
}

describe("spinToWinView", () => {
  it("offers the spin before the shopper's entry", () => {
    const view = spinToWinView(campaign, null, defaultTexts)
    expect(view.spin).toEqual({ label: "Spin the wheel", note: "One spin per customer." })
    expect(view.result).toBeNull()
    expect(view.intro).toBeNull()
    expect(view.prizes).toEqual([{ id: "cap", label: "Dealer cap" }])
    expect(view.terms).toBe("Prizes are not redeemable for cash.")
  })

  it("shows the stored prize, and says so when the shopper asked to spin again", () => {
    const entry = { prizeId: "cap", prizeLabel: "Dealer cap" }
    const first = spinToWinView(campaign, entry, defaultTexts)
    expect(first.spin).toBeNull()
    expect(first.result?.text).toBe("You won: Dealer cap")
    expect(first.result?.repeatNote).toBeNull()
    expect(spinToWinView(campaign, entry, defaultTexts, true).result?.repeatNote).toBe(
      "You've already had your spin for this promotion."
    )
  })

  it("uses the tenant's words", () => {
    const view = spinToWinView(campaign, { prizeId: "cap", prizeLabel: "Cap" }, { ...defaultTexts, spinResultWon: "Winner: {prize}!" })
    expect(view.result?.text).toBe("Winner: Cap!")
  })
})
