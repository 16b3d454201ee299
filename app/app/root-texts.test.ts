import { defaultTexts } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { rootTexts } from "./root-texts.ts"

describe("rootTexts", () => {
  it("keeps the search controls' and the keyword box's texts, with the tenant's own words", () => {
    const texts = rootTexts({ ...defaultTexts, searchBoxSubmit: "Find", searchRangeApply: "Go" })
    expect(texts.searchBoxSubmit).toBe("Find")
    expect(texts.searchRangeApply).toBe("Go")
    expect(texts.unexpectedError).toBe(defaultTexts.unexpectedError)
  })

  it("leaves every other text on the server", () => {
    const sent = Object.keys(rootTexts(defaultTexts))
    expect(sent).not.toContain("dealerCommentsPending")
    // The site frame's come built, in the root route's frame.
    expect(sent).not.toContain("navFinance")
    expect(sent.length).toBeLessThan(Object.keys(defaultTexts).length / 4)
    expect(JSON.stringify(rootTexts(defaultTexts)).length).toBeLessThan(JSON.stringify(defaultTexts).length / 4)
  })
})
