import { defaultTexts } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { rootTexts } from "./root-texts.ts"

describe("rootTexts", () => {
  it("keeps the frame's and the search controls' texts, with the tenant's own words", () => {
    const texts = rootTexts({ ...defaultTexts, navFinance: "Money", searchRangeApply: "Go" })
    expect(texts.navFinance).toBe("Money")
    expect(texts.searchRangeApply).toBe("Go")
    expect(texts.unexpectedError).toBe(defaultTexts.unexpectedError)
  })

  it("leaves every other text on the server", () => {
    const sent = Object.keys(rootTexts(defaultTexts))
    expect(sent).not.toContain("dealerCommentsPending")
    expect(sent.length).toBeLessThan(Object.keys(defaultTexts).length / 4)
    expect(JSON.stringify(rootTexts(defaultTexts)).length).toBeLessThan(JSON.stringify(defaultTexts).length / 4)
  })
})
