import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"
import type { InfoTabBlock, InfoTabContent } from "./info-tab-content.ts"
import { isReservable } from "./purchase-eligibility.ts"
import type { StockSettings } from "./settings.ts"

/** One of the tabs of a car page's information. */
export type InfoTabKey =
  "dealer-comments" | "whats-included" | "why-buy" | "reserve-online" | "protect-your-car" | "features"

/** A block of tenant copy, ready to render. */
export type InfoTabBlockView =
  | { readonly kind: "paragraph"; readonly text: string }
  | { readonly kind: "bullets"; readonly items: ReadonlyArray<string> }

/**
 * One information tab. Dealer Comments and Features render the car's own comments and feature
 * list (see `CarDetailView`); the others render the tenant's copy.
 */
export type InfoTab =
  | { readonly key: "dealer-comments" | "features"; readonly title: string; readonly body: { readonly kind: "car" } }
  | {
      readonly key: Exclude<InfoTabKey, "dealer-comments" | "features">
      readonly title: string
      readonly body: { readonly kind: "content"; readonly blocks: ReadonlyArray<InfoTabBlockView> }
    }

/** What a car page's information tabs depend on besides the car: the settings and the texts. */
export interface InfoTabsContext {
  readonly settings: Pick<StockSettings, "info_tabs" | "reserve_online" | "reserve_deposit" | "reserve_hold_hours">
  readonly texts: Pick<
    Texts,
    | "dealerCommentsTitle"
    | "infoTabWhatsIncluded"
    | "infoTabWhyBuy"
    | "infoTabReserveOnline"
    | "infoTabReserveOnlineCopy"
    | "infoTabProtectYourCar"
    | "carPageFeatures"
  >
  /** Whether the car lists any features. */
  readonly hasFeatures: boolean
}

/**
 * Tenant copy as blocks: text trimmed, empty paragraphs, bullets and lists dropped.
 *
 * @example
 * import { infoTabBlocks } from "@dealer/core/stock"
 *
 * infoTabBlocks(["  Hello ", ["", "One"], []]) // => [{ kind: "paragraph", text: "Hello" }, { kind: "bullets", items: ["One"] }]
 */
export function infoTabBlocks(blocks: ReadonlyArray<InfoTabBlock>): ReadonlyArray<InfoTabBlockView> {
  return blocks.flatMap((block): ReadonlyArray<InfoTabBlockView> => {
    if (typeof block === "string") {
      const text = block.trim()
      return text === "" ? [] : [{ kind: "paragraph", text }]
    }
    const items = block.map((item) => item.trim()).filter((item) => item !== "")
    return items.length === 0 ? [] : [{ kind: "bullets", items }]
  })
}

/**
 * The vehicle page's information tabs, in the specification's order (section 2): Dealer Comments
 * (always, with the pending text when empty), What's Included, Why Buy From Us?, Reserve Online,
 * Protect Your Car, Features. A tenant-copy tab shows only when the tenant has copy for it;
 * Reserve Online whenever the site reserves online and the car is reservable, with the tenant's
 * copy or else the deposit's terms (`infoTabReserveOnlineCopy`: the deposit, the hours it holds
 * the car, 100% refundable); Features only when the car lists any.
 *
 * @example
 * import { carInfoTabs } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant({ stock: { info_tabs: { why_buy: ["Family owned since 1978."] } } })
 *
 * carInfoTabs(car, { settings: tenant.stock, texts: tenant.texts, hasFeatures: true }).map((tab) => tab.title)
 * // => ["Dealer Comments", "Why Buy From Us?", "Features"]
 */
export function carInfoTabs(
  car: Pick<Car, "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price">,
  context: InfoTabsContext
): ReadonlyArray<InfoTab> {
  const { settings, texts } = context
  const content = (
    key: Exclude<InfoTabKey, "dealer-comments" | "features">,
    title: string,
    blocks: InfoTabContent[keyof InfoTabContent],
    allowed = true
  ): ReadonlyArray<InfoTab> => {
    const views = allowed ? infoTabBlocks(blocks) : []
    return views.length === 0 ? [] : [{ key, title, body: { kind: "content", blocks: views } }]
  }
  const tabs = settings.info_tabs
  const reserveCopy = infoTabBlocks(tabs.reserve_online).length > 0
    ? tabs.reserve_online
    : [
        fillText(texts.infoTabReserveOnlineCopy, {
          amount: formatMoney(settings.reserve_deposit),
          hours: String(settings.reserve_hold_hours)
        })
      ]
  return [
    { key: "dealer-comments", title: texts.dealerCommentsTitle, body: { kind: "car" } },
    ...content("whats-included", texts.infoTabWhatsIncluded, tabs.whats_included),
    ...content("why-buy", texts.infoTabWhyBuy, tabs.why_buy),
    ...content(
      "reserve-online",
      texts.infoTabReserveOnline,
      reserveCopy,
      settings.reserve_online && isReservable(car)
    ),
    ...content("protect-your-car", texts.infoTabProtectYourCar, tabs.protect_your_car),
    ...(context.hasFeatures ? [{ key: "features", title: texts.carPageFeatures, body: { kind: "car" } } as const] : [])
  ]
}
