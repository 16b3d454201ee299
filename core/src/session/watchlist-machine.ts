import { assign, enqueueActions, fromPromise, setup } from "xstate"
import type { ToastEmitted } from "../share/toast-notice.ts"
import type { Texts } from "../tenant/texts.ts"
import type { ShopperSession } from "./shopper-session.ts"
import type { WatchlistCallBody, WatchlistCallResponse, WatchlistEntry } from "./watchlist-entry.ts"
import { watchlistSaveAccess } from "./watchlist-save-access.ts"
import {
  settleWatchlistToggle,
  toggleWatchlist,
  type WatchlistToast,
  type WatchlistToggle
} from "./watchlist-toggle.ts"

/** A watchlist call that has not answered by then has failed, and the list is rolled back. */
export const WATCHLIST_CALL_TIMEOUT_MS = 15_000
/** How long the saved/removed toast stays; the specification gives no duration for it. */
export const WATCHLIST_TOAST_MS = 5_000

/** The texts the watchlist shows. */
export type WatchlistTexts = Pick<
  Texts,
  | "watchlistSavedTitle"
  | "watchlistSavedBody"
  | "watchlistRemovedTitle"
  | "watchlistRemovedBody"
  | "watchlistViewList"
  | "watchlistUpdateFailed"
  | "watchlistSaveLabel"
  | "watchlistSavedLabel"
>

/** The car a save control belongs to. */
export interface WatchlistCar {
  readonly id: number
  readonly name: string
}

/** What the watchlist's statechart starts from: the session, the saved cars, the page and the texts. */
export interface WatchlistMachineInput {
  readonly session: ShopperSession
  /** The page the shopper is on: sign-in comes back here. */
  readonly currentPage: string
  /** The signed-in user's saved cars as loaded with the page. */
  readonly entries: ReadonlyArray<WatchlistEntry>
  /** The watchlist page, the View List action's target (its path is not in the specification). */
  readonly watchlistHref: string
  readonly texts: WatchlistTexts
}

interface WatchlistContext extends WatchlistMachineInput {
  readonly pending: {
    readonly toggle: WatchlistToggle
    readonly carName: string
  } | null
  readonly redirectTo: string | null
  readonly toast: WatchlistToast | null
  readonly error: string | null
}

/** Saving or removing a car from the watchlist. */
export type WatchlistEvent = {
  readonly type: "TOGGLE"
  readonly car: WatchlistCar
}

/** A save the server confirmed: the page records the favourite's analytics event (39) on it. */
export interface WatchlistSavedEmitted {
  readonly type: "saved"
  readonly carId: number
}

/** The browser alert the specification asks for when a watchlist call fails. */
export interface WatchlistAlertEmitted {
  readonly type: "alert"
  readonly message: string
}

type CallAnswer = WatchlistCallResponse | { readonly error: unknown }

function settle(context: WatchlistContext, answer: CallAnswer): Partial<WatchlistContext> {
  if (context.pending === null) return {}
  const settled = settleWatchlistToggle(context.pending.toggle, answer, context.pending.carName, context.texts)
  return {
    entries: settled.entries,
    toast: settled.toast,
    error: settled.alert,
    pending: null
  }
}

function pendingBody(context: WatchlistContext): WatchlistCallBody {
  if (context.pending === null) throw new Error("A watchlist call needs a pending toggle")
  return context.pending.toggle.body
}

const callActor = (name: string) =>
  fromPromise<WatchlistCallResponse, WatchlistCallBody>(() => Promise.reject(new Error(`${name} is not provided`)))

/**
 * The watchlist save flow (000 sections 4, 5, 7 and 8): a visitor who is signed out or has no
 * phone number is sent to `/sign-in?type=watchlist` (`redirectTo`); otherwise the list changes at
 * once, the injected `saveCar` or `removeCar` call is made, and success emits the toast ('Car Saved
 * In Watchlist' / 'Car Removed', with View List). An unsuccessful answer, a failed call or no answer
 * within 15 s rolls the list back and emits an `alert` with the error message. A confirmed save also
 * emits `saved` with the car's id (the page records its analytics event). One call at a time:
 * toggles while a call is in flight are ignored.
 *
 * @example
 * import { watchlistMachine, type WatchlistCallBody, type WatchlistCallResponse } from "@dealer/core/session"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const saveCar = fromPromise<WatchlistCallResponse, WatchlistCallBody>(async () => ({ success: false, message: "Session expired" }))
 * const removeCar = fromPromise<WatchlistCallResponse, WatchlistCallBody>(async () => ({ success: true, message: null }))
 * const input = {
 *   session: { user: { id: 4, phone: "0412345678" }, plugins: null },
 *   currentPage: "/cars/2022-toyota-hilux-sr5-t1234",
 *   entries: [],
 *   watchlistHref: "/watchlist",
 *   texts: defaultTexts
 * }
 * const alerts: string[] = []
 * const actor = createActor(watchlistMachine.provide({ actors: { saveCar, removeCar } }), { input })
 * actor.on("alert", ({ message }) => void alerts.push(message))
 *
 * actor.start().send({ type: "TOGGLE", car: { id: 7, name: "2022 Toyota Hilux" } })
 * await waitFor(actor, (snapshot) => snapshot.context.pending === null)
 * alerts // => ["Session expired"]
 */
export const watchlistMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as WatchlistContext,
    input: {} as WatchlistMachineInput,
    events: {} as WatchlistEvent,
    emitted: {} as ToastEmitted | WatchlistAlertEmitted | WatchlistSavedEmitted
  },
  actors: {
    saveCar: callActor("saveCar"),
    removeCar: callActor("removeCar")
  },
  delays: { callTimeout: WATCHLIST_CALL_TIMEOUT_MS },
  guards: {
    mustSignIn: ({ context }) => watchlistSaveAccess(context.session, context.currentPage).kind === "sign-in",
    isSaving: ({ context }) => context.pending?.toggle.action === "save"
  },
  actions: {
    reportSaved: enqueueActions(({ context, enqueue }, output: WatchlistCallResponse) => {
      if (output.success && context.pending) enqueue.emit({ type: "saved", carId: context.pending.toggle.body.car_id })
    }),
    announce: enqueueActions(({ context, enqueue }) => {
      if (context.toast) {
        const { title, body, actionLabel } = context.toast
        const action = { label: actionLabel, href: context.watchlistHref }
        enqueue.emit({
          type: "toast",
          toast: {
            id: "watchlist",
            title,
            message: body,
            durationMs: WATCHLIST_TOAST_MS,
            action
          }
        })
      }
      if (context.error) enqueue.emit({ type: "alert", message: context.error })
    })
  }
}).createMachine({
  id: "watchlist",
  context: ({ input }) => ({
    ...input,
    pending: null,
    redirectTo: null,
    toast: null,
    error: null
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        TOGGLE: [
          {
            guard: "mustSignIn",
            target: "signInRequired",
            actions: /* @__PURE__ */ assign({
              redirectTo: ({ context }) => {
                const access = watchlistSaveAccess(context.session, context.currentPage)
                return access.kind === "sign-in" ? access.url : null
              }
            })
          },
          {
            target: "calling",
            actions: /* @__PURE__ */ assign(({ context, event }) => {
              const access = watchlistSaveAccess(context.session, context.currentPage)
              const phone = access.kind === "allowed" ? access.phoneNumber : ""
              const toggle = toggleWatchlist(context.entries, event.car.id, phone)
              return {
                pending: { toggle, carName: event.car.name },
                entries: toggle.optimistic,
                toast: null,
                error: null
              }
            })
          }
        ]
      }
    },
    signInRequired: {},
    calling: {
      initial: "choosing",
      after: {
        callTimeout: {
          target: "idle",
          actions: [/* @__PURE__ */ assign(({ context }) => settle(context, { error: null })), "announce"]
        }
      },
      states: {
        choosing: {
          always: [{ guard: "isSaving", target: "saving" }, { target: "removing" }]
        },
        saving: {
          invoke: {
            id: "saveCar",
            src: "saveCar",
            input: ({ context }) => pendingBody(context),
            onDone: {
              target: "#watchlist.idle",
              actions: [
                { type: "reportSaved", params: ({ event }) => event.output },
                /* @__PURE__ */ assign(({ context, event }) => settle(context, event.output)),
                "announce"
              ]
            },
            onError: {
              target: "#watchlist.idle",
              actions: [/* @__PURE__ */ assign(({ context, event }) => settle(context, { error: event.error })), "announce"]
            }
          }
        },
        removing: {
          invoke: {
            id: "removeCar",
            src: "removeCar",
            input: ({ context }) => pendingBody(context),
            onDone: {
              target: "#watchlist.idle",
              actions: [/* @__PURE__ */ assign(({ context, event }) => settle(context, event.output)), "announce"]
            },
            onError: {
              target: "#watchlist.idle",
              actions: [/* @__PURE__ */ assign(({ context, event }) => settle(context, { error: event.error })), "announce"]
            }
          }
        }
      }
    }
  }
})
