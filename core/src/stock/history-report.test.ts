import { describe, expect, it } from "vitest"
import { historyReportHref } from "./history-report.ts"

describe("historyReportHref", () => {
  it("links a car's report at a web address", () => {
    expect(historyReportHref({ file: " https://reports.example/K10696.pdf " })).toBe("https://reports.example/K10696.pdf")
    expect(historyReportHref({ file: "http://reports.example/a.pdf" })).toBe("http://reports.example/a.pdf")
  })

  it("gives no link without a report, or for anything else than a web address", () => {
    expect(historyReportHref({})).toBeNull()
    for (const file of [null, "", "  ", "/reports/a.pdf", "javascript:alert(1)", "data:text/html,x", "https://"]) {
      expect(historyReportHref({ file })).toBeNull()
    }
  })
})
