import { describe, expect, it } from "vitest"
import { financePagePath } from "./finance-page-path.ts"

describe("financePagePath", () => {
  it("serves /finance whatever the tenant's finance link", () => {
    expect(financePagePath("/finance", "/apply-for-finance")).toBe("/finance")
    expect(financePagePath("/finance/", "/finance-enquiry")).toBe("/finance")
  })

  it("serves the linked page only where the finance link is that page", () => {
    expect(financePagePath("/apply-for-finance", "/apply-for-finance")).toBe("/apply-for-finance")
    expect(financePagePath("/finance-enquiry/", "/finance-enquiry#form")).toBe("/finance-enquiry")
    expect(financePagePath("/apply-for-finance", "/apply-for-finance?src=nav")).toBe("/apply-for-finance")
    expect(financePagePath("/finance-enquiry", "/finance")).toBeNull()
    expect(financePagePath("/apply-for-finance", "/finance-enquiry")).toBeNull()
  })

  it("refuses other paths", () => {
    expect(financePagePath("/finances", "/finance")).toBeNull()
    expect(financePagePath("/", "/finance")).toBeNull()
  })
})
