import { emit, fromPromise, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { COPY_CONFIRMATION_MS, COPY_TOAST_MS, copiedToastMessage } from "./copy-link.ts"
import { sitePageUrl } from "./page-url.ts"
import type { ToastEmitted } from "./toast-notice.ts"

/** A clipboard write that has not answered by then has failed; the button never stays busy. */
export const COPY_LINK_TIMEOUT_MS = 15_000

/** The texts the copy-link button and its toast show. */
export type CopyLinkTexts = Pick<Texts, "shareCopied" | "shareCopyLink" | "shareCopiedToast" | "shareCopyFailed">

/** What the copy-link statechart starts from: the site's URL, the page, the car's name and the texts. */
export interface CopyLinkMachineInput {
  /** The site's URL; sharing needs it (000 section 5). */
  readonly siteUrl: string | null | undefined
  /** The page to share, e.g. the car's path. */
  readonly path: string
  readonly carName: string
  readonly texts: CopyLinkTexts
}

interface CopyLinkContext extends CopyLinkMachineInput {
  /** The absolute link; null when the site URL is not defined. */
  readonly url: string | null
}

/** Copying the page's link. */
export type CopyLinkEvent = { readonly type: "COPY" }

/**
 * The copy-link flow (000 sections 7 and 8, 001 sections 8 and 9): copying the page's link through
 * the injected `copy` actor (the clipboard); the button reads 'Copied' for 1.5 s and the toast
 * 'Copied {car name} to your clipboard!' shows for 3 s (emitted as a `toast` event). Without a
 * site URL there is nothing to copy. A clipboard that refuses or does not answer within 15 s shows
 * the failure text.
 *
 * @example
 * import { copyLinkMachine, type ToastNotice } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const clipboard: string[] = []
 * const copy = fromPromise<void, { readonly text: string }>(async ({ input }) => void clipboard.push(input.text))
 * const input = { siteUrl: "https://acme.example", path: "/cars/2022-toyota-hilux-sr5-t1234", carName: "2022 Toyota Hilux", texts: defaultTexts }
 * const toasts: ToastNotice[] = []
 * const actor = createActor(copyLinkMachine.provide({ actors: { copy } }), { input })
 * actor.on("toast", ({ toast }) => void toasts.push(toast))
 *
 * actor.start().send({ type: "COPY" })
 * await waitFor(actor, () => toasts.length > 0)
 * clipboard // => ["https://acme.example/cars/2022-toyota-hilux-sr5-t1234"]
 * toasts[0]?.message // => "Copied 2022 Toyota Hilux to your clipboard!"
 */
export const copyLinkMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as CopyLinkContext,
    input: {} as CopyLinkMachineInput,
    events: {} as CopyLinkEvent,
    emitted: {} as ToastEmitted
  },
  actors: {
    copy: fromPromise<void, { readonly text: string }>(() => Promise.reject(new Error("copy is not provided")))
  },
  delays: { copyTimeout: COPY_LINK_TIMEOUT_MS, confirmation: COPY_CONFIRMATION_MS },
  guards: {
    hasNoUrl: ({ context }) => context.url === null
  }
}).createMachine({
  id: "copyLink",
  context: ({ input }) => ({
    ...input,
    url: sitePageUrl(input.siteUrl, input.path)
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasNoUrl", target: "unavailable" }, { target: "idle" }]
    },
    unavailable: {},
    idle: {
      on: { COPY: "copying" }
    },
    copying: {
      invoke: {
        id: "copy",
        src: "copy",
        input: ({ context }) => ({ text: context.url ?? "" }),
        onDone: "copied",
        onError: "failed"
      },
      after: { copyTimeout: "failed" }
    },
    copied: {
      entry: /* @__PURE__ */ emit(({ context }) => ({
        type: "toast" as const,
        toast: {
          id: "share-copied",
          message: copiedToastMessage(context.carName, context.texts),
          durationMs: COPY_TOAST_MS
        }
      })),
      after: { confirmation: "idle" },
      on: { COPY: "copying" }
    },
    failed: {
      on: { COPY: "copying" }
    }
  }
})
