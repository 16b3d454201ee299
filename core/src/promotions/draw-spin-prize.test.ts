import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { decideSpin, drawSpinPrize } from "./draw-spin-prize.ts"
import { activeSpinCampaign, SpinCampaign } from "./spin-campaign.ts"

const prizes = [
  { id: "cap", label: "Dealer cap", weight: 3 },
  { id: "service", label: "Free service", weight: 1 }
]
const campaign = decodeOrThrow(
  SpinCampaign,
  { id: "spring-2026", title: "Spin to Win", prizes, terms: "One spin per customer." },
  "campaign"
)

/** A source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0
  return () => values[index++ % values.length] as number
}

describe("drawSpinPrize", () => {
  it("maps the random value onto the prizes by weight", () => {
    expect(drawSpinPrize(prizes, () => 0).id).toBe("cap")
    expect(drawSpinPrize(prizes, () => 0.74).id).toBe("cap")
    expect(drawSpinPrize(prizes, () => 0.75).id).toBe("service")
    expect(drawSpinPrize(prizes, () => 0.999999).id).toBe("service")
  })

  it("keeps out-of-range random values inside the prizes", () => {
    expect(drawSpinPrize(prizes, () => -1).id).toBe("cap")
    expect(drawSpinPrize(prizes, () => 1).id).toBe("service")
  })

  it("draws each prize in proportion to its weight", () => {
    const steps = 4000
    const source = sequence(...Array.from({ length: steps }, (_, i) => i / steps))
    const counts = { cap: 0, service: 0 }
    for (let i = 0; i < steps; i++) counts[drawSpinPrize(prizes, source).id as "cap" | "service"]++
    expect(counts).toEqual({ cap: 3000, service: 1000 })
  })
})

describe("decideSpin", () => {
  it("draws a prize for a shopper's first spin", () => {
    expect(decideSpin(campaign, null, () => 0.9)).toEqual({
      kind: "new-entry",
      result: { prizeId: "service", prizeLabel: "Free service" }
    })
  })

  it("keeps the first result on a second spin, whatever the random source says", () => {
    const first = { prizeId: "cap", prizeLabel: "Dealer cap" }
    expect(decideSpin(campaign, first, () => 0.9)).toEqual({ kind: "already-spun", result: first })
  })
})

describe("SpinCampaign", () => {
  it("is on by default and needs at least one prize of positive whole weight", () => {
    expect(campaign.enabled).toBe(true)
    expect(campaign.intro).toBe("")
    const bad = (prizeList: unknown) => () =>
      decodeOrThrow(SpinCampaign, { id: "x", title: "T", terms: "T", prizes: prizeList }, "campaign")
    expect(bad([])).toThrow()
    expect(bad([{ id: "a", label: "A", weight: 0 }])).toThrow()
    expect(bad([{ id: "a", label: "A", weight: 1.5 }])).toThrow()
  })

  it("is active only when configured and switched on", () => {
    expect(activeSpinCampaign({})).toBeNull()
    expect(activeSpinCampaign({ spin_to_win: null })).toBeNull()
    expect(activeSpinCampaign({ spin_to_win: { ...campaign, enabled: false } })).toBeNull()
    expect(activeSpinCampaign({ spin_to_win: campaign })).toBe(campaign)
  })
})
