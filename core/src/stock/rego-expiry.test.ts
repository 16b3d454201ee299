import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { regoExpiryText } from "./rego-expiry.ts"

// 23:30 on 21 November UTC is 09:30 on 22 November in Brisbane.
const now = new Date("2026-11-21T23:30:00Z")
const dealer = { now, showUnregistered: false, texts: defaultTexts }

describe("regoExpiryText", () => {
  it("reads Expires on {date} while the registration runs", () => {
    expect(regoExpiryText({ rego_expiry: "2027-03-12" }, dealer)).toBe("Expires on 12/03/2027")
    expect(regoExpiryText({ rego_expiry: "2027-03-12T00:00:00+10:00" }, dealer)).toBe("Expires on 12/03/2027")
  })

  it("counts the expiry day itself as registered, by the Brisbane calendar", () => {
    expect(regoExpiryText({ rego_expiry: "2026-11-22" }, dealer)).toBe("Expires on 22/11/2026")
    expect(regoExpiryText({ rego_expiry: "2026-11-21" }, dealer)).toBeNull()
  })

  it("shows Unregistered once past only for dealers who show it", () => {
    expect(regoExpiryText({ rego_expiry: "2025-01-01" }, dealer)).toBeNull()
    expect(regoExpiryText({ rego_expiry: "2025-01-01" }, { ...dealer, showUnregistered: true })).toBe("Unregistered")
  })

  it("says nothing without a readable date", () => {
    expect(regoExpiryText({}, { ...dealer, showUnregistered: true })).toBeNull()
    for (const rego_expiry of [null, "", "soon", "2027-02-30"]) {
      expect(regoExpiryText({ rego_expiry }, { ...dealer, showUnregistered: true })).toBeNull()
    }
  })
})
