import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { anonymousSession } from "./shopper-session.ts"
import { WatchlistCallResponse } from "./watchlist-entry.ts"
import { watchlistSaveAccess } from "./watchlist-save-access.ts"
import {
  isOnWatchlist,
  isWatchlistControlShown,
  settleWatchlistToggle,
  toggleWatchlist,
  watchlistToast
} from "./watchlist-toggle.ts"

describe("watchlistSaveAccess", () => {
  it("lets a signed-in user with a phone number save", () => {
    const session = { user: { id: 5, phone: " 0412345678 " }, plugins: null }
    expect(watchlistSaveAccess(session, "/cars/hilux")).toEqual({ kind: "allowed", phoneNumber: "0412345678" })
  })

  it("sends anyone else to sign-in with type=watchlist, back to the car", () => {
    const url = "/sign-in?type=watchlist&redirect=%2Fcars%2Fhilux-t1234&back=%2Fcars%2Fhilux-t1234"
    expect(watchlistSaveAccess(anonymousSession, "/cars/hilux-t1234")).toEqual({ kind: "sign-in", url })
    const noPhone = { user: { id: 5, phone: null }, plugins: null }
    expect(watchlistSaveAccess(noPhone, "/cars/hilux-t1234")).toEqual({ kind: "sign-in", url })
  })
})

describe("toggleWatchlist", () => {
  it("saves a car that is not on the list and removes one that is, optimistically", () => {
    const save = toggleWatchlist([{ id: 1 }], 7, "0412345678")
    expect(save).toEqual({
      action: "save",
      carId: 7,
      optimistic: [{ id: 1 }, { id: 7 }],
      previous: [{ id: 1 }],
      body: { phone_number: "0412345678", car_id: 7 }
    })
    expect(toggleWatchlist(save.optimistic, 7, "0412345678")).toMatchObject({
      action: "remove",
      optimistic: [{ id: 1 }]
    })
  })

  it("returns to the starting list when toggled twice", () => {
    const entries = fc.uniqueArray(fc.nat({ max: 50 }), { maxLength: 10 }).map((ids) => ids.map((id) => ({ id })))
    fc.assert(
      fc.property(entries, fc.nat({ max: 50 }), (list, carId) => {
        const once = toggleWatchlist(list, carId, "0412345678")
        expect(isOnWatchlist(once.optimistic, carId)).toBe(!isOnWatchlist(list, carId))
        const twice = toggleWatchlist(once.optimistic, carId, "0412345678").optimistic
        expect([...twice].sort((a, b) => a.id - b.id)).toEqual([...list].sort((a, b) => a.id - b.id))
      })
    )
  })
})

describe("watchlist toasts and settling", () => {
  it("toasts the save and the removal verbatim with View List", () => {
    expect(watchlistToast("save", "2022 Toyota Hilux SR5", defaultTexts)).toEqual({
      title: "Car Saved In Watchlist",
      body: "2022 Toyota Hilux SR5 is now available in your watchlist",
      actionLabel: "View List"
    })
    expect(watchlistToast("remove", "2022 Toyota Hilux SR5", defaultTexts)).toEqual({
      title: "Car Removed",
      body: "2022 Toyota Hilux SR5 is no longer in your watchlist",
      actionLabel: "View List"
    })
  })

  it("keeps the optimistic list and toasts on success", () => {
    const toggle = toggleWatchlist([], 7, "0412345678")
    const answer = decodeOrThrow(WatchlistCallResponse, { success: true, extra: 1 }, "watchlist response")
    expect(settleWatchlistToggle(toggle, answer, "Hilux", defaultTexts)).toEqual({
      entries: [{ id: 7 }],
      toast: watchlistToast("save", "Hilux", defaultTexts),
      alert: null
    })
  })

  it("restores the list and alerts the error message on failure", () => {
    const toggle = toggleWatchlist([{ id: 7 }], 7, "0412345678")
    expect(
      settleWatchlistToggle(toggle, { success: false, message: "Session expired" }, "Hilux", defaultTexts)
    ).toEqual({
      entries: [{ id: 7 }],
      toast: null,
      alert: "Session expired"
    })
    expect(settleWatchlistToggle(toggle, { error: new Error("Failed to fetch") }, "Hilux", defaultTexts).alert).toBe(
      "Failed to fetch"
    )
    expect(settleWatchlistToggle(toggle, { success: false }, "Hilux", defaultTexts).alert).toBe(
      "We couldn't update your watchlist. Please try again."
    )
  })
})

describe("isWatchlistControlShown", () => {
  it("hides the control for a sold car that is not already saved", () => {
    expect(isWatchlistControlShown({ available: true, saved: false })).toBe(true)
    expect(isWatchlistControlShown({ available: false, saved: true })).toBe(true)
    expect(isWatchlistControlShown({ available: false, saved: false })).toBe(false)
  })
})
