import { assign, fromPromise, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { pdfFileName } from "./pdf-download.ts"

/** Preparing a PDF gives up after this long, so the button never spins for ever. */
export const PDF_PREPARE_TIMEOUT_MS = 30_000

/** The texts the print button and its alert read. */
export type PdfDownloadTexts = Pick<Texts, "pdfPreparing" | "pdfPrintButton" | "pdfTimedOut" | "unexpectedError">

/** What the PDF download's statechart starts from: the car's slug and the texts. */
export interface PdfDownloadMachineInput {
  /** The car's slug: the PDF is generated for it and saved as `{slug}.pdf`. */
  readonly slug: string
  readonly texts: PdfDownloadTexts
}

/** What the download actor saves: the generated file (a `Blob` in a browser) under its file name. */
export interface PdfSave {
  readonly file: unknown
  readonly fileName: string
}

interface PdfDownloadContext extends PdfDownloadMachineInput {
  readonly fileName: string
  readonly file: unknown
  readonly error: string | null
}

/** Printing the car's PDF, or dismissing its failure. */
export type PdfDownloadEvent = { readonly type: "print" } | { readonly type: "dismiss" }

/** The message of a failure as the shopper reads it: the error's own message, else the generic text. */
function failureMessage(error: unknown, texts: PdfDownloadTexts): string {
  const message = error instanceof Error ? error.message.trim() : typeof error === "string" ? error.trim() : ""
  return message.length > 0 ? message : texts.unexpectedError
}

/**
 * The PDF print flow (000 sections 7 and 8, 001 sections 4 and 8): idle, then preparing ('Preparing...'
 * with a spinner, button disabled) while the injected `generatePdf` actor builds the file and the
 * injected `download` actor saves it as `{slug}.pdf`, then done; any failure, or preparing for longer
 * than 30 s, ends in failed with the error message for an alert. Printing again retries.
 *
 * @example
 * import { pdfDownloadMachine, type PdfSave } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const saved: string[] = []
 * const generatePdf = fromPromise<unknown, { readonly slug: string }>(async () => new Uint8Array([37, 80, 68, 70]))
 * const download = fromPromise<void, PdfSave>(async ({ input }) => void saved.push(input.fileName))
 * const machine = pdfDownloadMachine.provide({ actors: { generatePdf, download } })
 *
 * const actor = createActor(machine, { input: { slug: "2022-toyota-hilux-sr5-t1234", texts: defaultTexts } }).start()
 * actor.send({ type: "print" })
 * await waitFor(actor, (snapshot) => snapshot.matches("done"))
 * saved // => ["2022-toyota-hilux-sr5-t1234.pdf"]
 */
export const pdfDownloadMachine = /* @__PURE__ */ setup({
  types: { context: {} as PdfDownloadContext, input: {} as PdfDownloadMachineInput, events: {} as PdfDownloadEvent },
  actors: {
    generatePdf: fromPromise<unknown, { readonly slug: string }>(() =>
      Promise.reject(new Error("generatePdf is not provided"))
    ),
    download: fromPromise<void, PdfSave>(() => Promise.reject(new Error("download is not provided")))
  },
  delays: { prepareTimeout: PDF_PREPARE_TIMEOUT_MS },
  actions: {
    clear: assign({ file: null, error: null }),
    fail: assign(({ context }, params: { readonly error: unknown }) => ({
      file: null,
      error: failureMessage(params.error, context.texts)
    })),
    timeOut: assign(({ context }) => ({ file: null, error: context.texts.pdfTimedOut }))
  }
}).createMachine({
  id: "pdfDownload",
  // A missing slug is a wiring mistake, so it fails when the flow starts rather than on click.
  context: ({ input }) => ({ ...input, fileName: pdfFileName(input.slug), file: null, error: null }),
  initial: "idle",
  states: {
    idle: { on: { print: "preparing" } },
    preparing: {
      entry: "clear",
      initial: "generating",
      after: { prepareTimeout: { target: "failed", actions: "timeOut" } },
      states: {
        generating: {
          invoke: {
            id: "generatePdf",
            src: "generatePdf",
            input: ({ context }) => ({ slug: context.slug }),
            onDone: { target: "saving", actions: /* @__PURE__ */ assign({ file: ({ event }) => event.output }) },
            onError: {
              target: "#pdfDownload.failed",
              actions: { type: "fail", params: ({ event }) => ({ error: event.error }) }
            }
          }
        },
        saving: {
          invoke: {
            id: "download",
            src: "download",
            input: ({ context }) => ({ file: context.file, fileName: context.fileName }),
            onDone: "#pdfDownload.done",
            onError: {
              target: "#pdfDownload.failed",
              actions: { type: "fail", params: ({ event }) => ({ error: event.error }) }
            }
          }
        }
      }
    },
    done: { entry: /* @__PURE__ */ assign({ file: null }), on: { print: "preparing" } },
    failed: { on: { print: "preparing", dismiss: "idle" } }
  }
})
