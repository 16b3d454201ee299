import type { ShopperSession } from "./shopper-session.ts"
import { signInUrl } from "./sign-in-url.ts"

/** Whether a shopper may save a car now, or must sign in first. */
export type WatchlistSaveAccess =
  { readonly kind: "allowed"; readonly phoneNumber: string } | { readonly kind: "sign-in"; readonly url: string }

/**
 * Whether the visitor may save to the watchlist (section 5 of document 000): only a signed-in user
 * with a phone number; anyone else goes to `/sign-in?type=watchlist`, coming back to the page they
 * are on whether they sign in or give up.
 *
 * @example
 * import { anonymousSession, watchlistSaveAccess } from "@dealer/core/session"
 *
 * watchlistSaveAccess(anonymousSession, "/cars/hilux-t1234")
 * // => { kind: "sign-in", url: "/sign-in?type=watchlist&redirect=%2Fcars%2Fhilux-t1234&back=%2Fcars%2Fhilux-t1234" }
 */
export function watchlistSaveAccess(session: ShopperSession, currentPage: string): WatchlistSaveAccess {
  const phoneNumber = session.user?.phone?.trim()
  if (phoneNumber) return { kind: "allowed", phoneNumber }
  return { kind: "sign-in", url: signInUrl({ type: "watchlist", redirect: currentPage, back: currentPage }) }
}
