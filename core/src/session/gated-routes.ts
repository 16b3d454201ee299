import type { SessionSettings } from "./settings.ts"
import { isSignedIn, type ShopperSession } from "./shopper-session.ts"
import { signInUrl } from "./sign-in-url.ts"
import type { SignInType } from "./sign-in-type.ts"

type GatingSettings = Omit<SessionSettings, "plugins">

/** One gated route of section 2 of document 001: its path, its sign-in type, and when it is gated. */
interface GatedRouteRule {
  readonly matches: (pathname: string, settings: GatingSettings) => boolean
  readonly type: SignInType
  readonly gated: (settings: GatingSettings) => boolean
}

const CHECKOUT = /^\/cars\/[^/]+\/(?:checkout|buy-online)$/
const always = () => true
const exactly = (path: string) => (pathname: string) => pathname === path

const GATED_ROUTE_RULES: ReadonlyArray<GatedRouteRule> = [
  { matches: /* @__PURE__ */ exactly("/cars/trade-in"), type: "trade-in", gated: (s) => s.trade_in_gated },
  { matches: /* @__PURE__ */ exactly("/sell-my-car"), type: "trade-in", gated: (s) => s.sell_my_car_gated },
  { matches: (p) => CHECKOUT.test(p), type: "checkout", gated: (s) => s.checkout_gated },
  // Buy Online takes the same deposit as Reserve Now, so it is gated alike.
  { matches: /* @__PURE__ */ exactly("/checkout-journey"), type: "checkout", gated: (s) => s.checkout_gated },
  { matches: /* @__PURE__ */ exactly("/personalised/finance"), type: "car-finance", gated: (s) => s.car_finance_gated },
  { matches: /* @__PURE__ */ exactly("/finance"), type: "finance", gated: (s) => s.finance_page_gated },
  { matches: /* @__PURE__ */ exactly("/spin-to-win"), type: "spin-to-win", gated: (s) => s.spin_to_win_gated },
  { matches: /* @__PURE__ */ exactly("/online-payment"), type: "online-payment", gated: always },
  { matches: (p, s) => s.garage_paths.includes(p), type: "my-garage", gated: always }
]

/**
 * A link's path alone, lower case, without query, hash or trailing slash.
 *
 * @example
 * import { routePathname } from "@dealer/core/session"
 *
 * routePathname("/Cars/Trade-In/?car_id=12#top") // => "/cars/trade-in"
 */
export function routePathname(target: string): string {
  const path = (target.split(/[?#]/, 1)[0] ?? "").toLowerCase()
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path
}

/**
 * The sign-in type a route needs on this tenant, or null when anyone may open it (sections 2 and 6
 * of document 001). Online payment and the garage pages are always gated; checkout, finance,
 * car finance, spin-to-win, trade-in and sell-my-car follow the tenant's settings. A checkout
 * route matches only once the car slug is known.
 *
 * @example
 * import { gatedRouteSignInType } from "@dealer/core/session"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().session
 * gatedRouteSignInType("/online-payment", settings) // => "online-payment"
 * // Not gated by default:
 * gatedRouteSignInType("/cars/trade-in?car_id=12", settings) // => null
 */
export function gatedRouteSignInType(target: string, settings: GatingSettings): SignInType | null {
  const pathname = routePathname(target)
  const rule = GATED_ROUTE_RULES.find((candidate) => candidate.matches(pathname, settings))
  return rule !== undefined && rule.gated(settings) ? rule.type : null
}

/**
 * Where a visitor opening `target` must go instead: the sign-in URL with a redirect back to
 * `target` (section 4 of document 001), or null when they may open it.
 *
 * @example
 * import { anonymousSession, signInRedirectFor } from "@dealer/core/session"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().session
 *
 * signInRedirectFor("/online-payment", anonymousSession, "/cars/hilux", settings)
 * // => "/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2Fcars%2Fhilux"
 */
export function signInRedirectFor(
  target: string,
  session: ShopperSession,
  previousPage: string | null,
  settings: GatingSettings
): string | null {
  if (isSignedIn(session)) return null
  const type = gatedRouteSignInType(target, settings)
  return type === null ? null : signInUrl({ type, redirect: target, back: previousPage })
}
