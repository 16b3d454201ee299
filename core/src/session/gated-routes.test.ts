import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { gatedRouteSignInType, routePathname, signInRedirectFor } from "./gated-routes.ts"
import { SessionSettings } from "./settings.ts"
import { anonymousSession, type ShopperSession } from "./shopper-session.ts"

const defaults = decodeOrThrow(SessionSettings, {}, "session settings")
const everythingGated = {
  ...defaults,
  checkout_gated: true,
  car_finance_gated: true,
  finance_page_gated: true,
  trade_in_gated: true,
  sell_my_car_gated: true
}
const signedIn: ShopperSession = { user: { id: 5, phone: "0412345678" }, plugins: null }

describe("gatedRouteSignInType", () => {
  it("gates online payment, spin-to-win and every garage page by default, and nothing else", () => {
    expect(gatedRouteSignInType("/online-payment", defaults)).toBe("online-payment")
    expect(gatedRouteSignInType("/spin-to-win", defaults)).toBe("spin-to-win")
    expect(gatedRouteSignInType("/my-garage", defaults)).toBe("my-garage")
    const group = { ...defaults, garage_paths: ["/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco", "/my-garage"] }
    for (const garage of group.garage_paths) {
      expect(gatedRouteSignInType(garage, group), garage).toBe("my-garage")
    }
    for (const open of [
      "/cars/trade-in?car_id=12",
      "/sell-my-car",
      "/cars/hilux-t1234/checkout",
      "/personalised/finance?car_id=12",
      "/finance",
      "/search/used-cars",
      "/cars/hilux-t1234"
    ]) {
      expect(gatedRouteSignInType(open, defaults), open).toBeNull()
    }
  })

  it("gates the configurable routes with their sign-in types when the tenant turns them on", () => {
    expect(
      [
        "/cars/trade-in?car_id=12",
        "/sell-my-car",
        "/cars/hilux-t1234/checkout",
        "/cars/hilux-t1234/buy-online",
        "/personalised/finance?car_id=12",
        "/finance#finance-form"
      ].map((path) => gatedRouteSignInType(path, everythingGated))
    ).toEqual(["trade-in", "trade-in", "checkout", "checkout", "car-finance", "finance"])
  })

  it("lets a tenant open spin-to-win but never online payment or the garage", () => {
    const open = { ...defaults, spin_to_win_gated: false, garage_paths: [] }
    expect(gatedRouteSignInType("/spin-to-win", open)).toBeNull()
    expect(gatedRouteSignInType("/online-payment", open)).toBe("online-payment")
    expect(gatedRouteSignInType("/my-garage", defaults)).toBe("my-garage")
  })

  it("waits for the car slug before gating checkout", () => {
    expect(gatedRouteSignInType("/cars//checkout", everythingGated)).toBeNull()
  })
})

describe("routePathname", () => {
  it("drops query, hash, trailing slash and case", () => {
    expect(routePathname("/Cars/Trade-In/?car_id=12#top")).toBe("/cars/trade-in")
    expect(routePathname("/")).toBe("/")
    expect(routePathname("/?a=1")).toBe("/")
  })
})

describe("signInRedirectFor", () => {
  it("sends a visitor who is not signed in to sign-in, redirecting back to the target", () => {
    expect(signInRedirectFor("/online-payment?amount=200", anonymousSession, "/cars/hilux", defaults)).toBe(
      "/sign-in?type=online-payment&redirect=%2Fonline-payment%3Famount%3D200&back=%2Fcars%2Fhilux"
    )
    expect(signInRedirectFor("/personalised/finance?car_id=12", anonymousSession, null, everythingGated)).toBe(
      "/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D12"
    )
  })

  it("lets signed-in users and open routes through", () => {
    expect(signInRedirectFor("/online-payment", signedIn, "/", defaults)).toBeNull()
    expect(signInRedirectFor("/sell-my-car", anonymousSession, "/", defaults)).toBeNull()
  })
})

describe("gatedRouteSignInType for online purchase", () => {
  it("gates /checkout-journey like checkout, whatever the car_id", () => {
    expect(gatedRouteSignInType("/checkout-journey?car_id=hilux-t1234", everythingGated)).toBe("checkout")
    expect(gatedRouteSignInType("/checkout-journey?car_id=hilux-t1234", defaults)).toBeNull()
    expect(
      signInRedirectFor("/checkout-journey?car_id=hilux-t1234", anonymousSession, "/cars/hilux-t1234", everythingGated)
    ).toBe("/sign-in?type=checkout&redirect=%2Fcheckout-journey%3Fcar_id%3Dhilux-t1234&back=%2Fcars%2Fhilux-t1234")
  })
})
