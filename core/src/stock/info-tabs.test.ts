import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleCar } from "../testing/examples.ts"
import { InfoTabContent } from "./info-tab-content.ts"
import { carInfoTabs, infoTabBlocks, type InfoTabsContext } from "./info-tabs.ts"

const allCopy = decodeOrThrow(
  InfoTabContent,
  {
    whats_included: ["Every used car comes with:", ["A roadworthy certificate", "A full tank of fuel"]],
    why_buy: ["Family owned since 1978."],
    reserve_online: ["Hold this car with a $200 refundable deposit."],
    protect_your_car: [["Paint protection", "Extended warranty"]]
  },
  "info tabs"
)
const context = (
  info_tabs: InfoTabContent,
  reserve_online = true,
  hasFeatures = true
): InfoTabsContext => ({
  settings: { info_tabs, reserve_online, reserve_deposit: 200, reserve_hold_hours: 48 },
  texts: defaultTexts,
  hasFeatures
})
const car = exampleCar({ status: "in_stock", price: 30_990 })
const titles = (subject: typeof car, tabsContext: InfoTabsContext) =>
  carInfoTabs(subject, tabsContext).map((tab) => tab.title)

describe("carInfoTabs", () => {
  it("lists every tab in the specification's order when the tenant has copy and the car is reservable", () => {
    expect(titles(car, context(allCopy))).toEqual([
      "Dealer Comments",
      "What's Included",
      "Why Buy From Us?",
      "Reserve Online",
      "Protect Your Car",
      "Features"
    ])
    expect(carInfoTabs(car, context(allCopy))[1]).toEqual({
      key: "whats-included",
      title: "What's Included",
      body: {
        kind: "content",
        blocks: [
          { kind: "paragraph", text: "Every used car comes with:" },
          { kind: "bullets", items: ["A roadworthy certificate", "A full tank of fuel"] }
        ]
      }
    })
  })

  it("shows only Dealer Comments (and Features when the car lists any) without tenant copy, and Reserve Online where the car is reservable", () => {
    const none = decodeOrThrow(InfoTabContent, {}, "no tabs")
    expect(titles(car, context(none, false))).toEqual(["Dealer Comments", "Features"])
    expect(titles(car, context(none, false, false))).toEqual(["Dealer Comments"])
    expect(titles(car, context(none))).toEqual(["Dealer Comments", "Reserve Online", "Features"])
  })

  it("gives Reserve Online the deposit's terms where the dealer wrote no copy, and the dealer's copy where it did", () => {
    const none = decodeOrThrow(InfoTabContent, { reserve_online: [" "] }, "blank reserve copy")
    const reserve = (tabsContext: InfoTabsContext) => carInfoTabs(car, tabsContext).find((tab) => tab.key === "reserve-online")
    expect(reserve(context(none))?.body).toEqual({
      kind: "content",
      blocks: [
        {
          kind: "paragraph",
          text: "Reserve this car online with a refundable deposit of $200. We hold it for you for 48 hours, and your deposit is 100% refundable."
        }
      ]
    })
    const larger = { ...context(none), settings: { ...context(none).settings, reserve_deposit: 500, reserve_hold_hours: 72 } }
    expect(JSON.stringify(reserve(larger))).toContain("$500. We hold it for you for 72 hours")
    expect(reserve(context(allCopy))?.body).toEqual({
      kind: "content",
      blocks: [{ kind: "paragraph", text: "Hold this car with a $200 refundable deposit." }]
    })
  })

  it("shows Reserve Online only where the site reserves online and the car is reservable", () => {
    expect(titles(car, context(allCopy, false))).not.toContain("Reserve Online")
    expect(titles({ ...car, reserved: true }, context(allCopy))).not.toContain("Reserve Online")
    expect(titles({ ...car, status: "coming_soon" }, context(allCopy))).not.toContain("Reserve Online")
  })

  it("drops blank copy, so a tab of blanks is not shown", () => {
    const blank = decodeOrThrow(InfoTabContent, { why_buy: ["  ", ["", " "]] }, "blank")
    expect(titles(car, context(blank, false))).toEqual(["Dealer Comments", "Features"])
    expect(infoTabBlocks([" Hello ", ["", " One "], []])).toEqual([
      { kind: "paragraph", text: "Hello" },
      { kind: "bullets", items: ["One"] }
    ])
  })

  it("uses the tenant's tab titles", () => {
    const texts = { ...defaultTexts, infoTabWhyBuy: "Why Coastal?" }
    const tabs = carInfoTabs(car, { ...context(allCopy), texts })
    expect(tabs.map((tab) => tab.title)).toContain("Why Coastal?")
  })
})
