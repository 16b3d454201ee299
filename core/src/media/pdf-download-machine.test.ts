import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectPdfDownload } from "./pdf-download-connect.ts"
import {
  PDF_PREPARE_TIMEOUT_MS,
  pdfDownloadMachine,
  type PdfDownloadEvent,
  type PdfSave
} from "./pdf-download-machine.ts"

const slug = "2022-toyota-hilux-sr5-t1234"
const input = { slug, texts: defaultTexts }
const never = () => new Promise<never>(() => undefined)

function start(
  generatePdf: (slug: string) => Promise<unknown>,
  download: (save: PdfSave) => Promise<void> = async () => undefined,
  clock = new SimulatedClock()
) {
  const machine = pdfDownloadMachine.provide({
    actors: {
      generatePdf: fromPromise(({ input: request }) => generatePdf(request.slug)),
      download: fromPromise(({ input: save }) => download(save))
    }
  })
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock, view: () => connectPdfDownload(actor.getSnapshot(), actor.send) }
}

describe("PDF download flow", () => {
  it("goes from idle to preparing on print, showing 'Preparing...' with a spinner (pure transitions)", () => {
    const [idle] = initialTransition(pdfDownloadMachine, input)
    expect(connectPdfDownload(idle, () => undefined)).toMatchObject({ text: "Print", spinner: false, disabled: false })
    const [preparing, actions] = transition(pdfDownloadMachine, idle, { type: "print" })
    expect(preparing.value).toEqual({ preparing: "generating" })
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(true)
    expect(connectPdfDownload(preparing, () => undefined)).toMatchObject({
      text: "Preparing...",
      spinner: true,
      disabled: true,
      error: null
    })
  })

  it("generates the car's PDF and saves the blob as {slug}.pdf", async () => {
    const file = { kind: "pdf blob" }
    const requested: string[] = []
    const saved: PdfSave[] = []
    const { actor, view } = start(
      async (car) => (requested.push(car), file),
      async (save) => void saved.push(save)
    )
    view().print()
    await waitFor(actor, (snapshot) => snapshot.matches("done"))
    expect(requested).toEqual([slug])
    expect(saved).toEqual([{ file, fileName: "2022-toyota-hilux-sr5-t1234.pdf" }])
    expect(view()).toMatchObject({ text: "Print", spinner: false, disabled: false, saved: true, error: null })
  })

  it("shows the error's message when generating fails, and printing again retries", async () => {
    let calls = 0
    const { actor, view } = start(async () => {
      calls++
      if (calls === 1) throw new Error("PDF service unavailable")
      return {}
    })
    view().print()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view()).toMatchObject({ error: "PDF service unavailable", text: "Print", disabled: false })
    view().print()
    expect(view()).toMatchObject({ error: null, text: "Preparing..." })
    await waitFor(actor, (snapshot) => snapshot.matches("done"))
    expect(calls).toBe(2)
  })

  it("fails when saving fails, and falls back to the generic text for an error without a message", async () => {
    const saving = start(
      async () => ({}),
      () => Promise.reject(new Error("Download blocked"))
    )
    saving.view().print()
    await waitFor(saving.actor, (snapshot) => snapshot.matches("failed"))
    expect(saving.view().error).toBe("Download blocked")

    const silent = start(() => Promise.reject(new Error(" ")))
    silent.view().print()
    await waitFor(silent.actor, (snapshot) => snapshot.matches("failed"))
    expect(silent.view().error).toBe("An unexpected error occured")
    silent.view().dismissError()
    expect(silent.view()).toMatchObject({ error: null, text: "Print" })
  })

  it("gives up after 30 s when generating never settles", () => {
    const { clock, view } = start(never)
    view().print()
    clock.increment(PDF_PREPARE_TIMEOUT_MS - 1)
    expect(view().text).toBe("Preparing...")
    clock.increment(1)
    expect(view()).toMatchObject({
      error: "Preparing the PDF took too long. Please try again.",
      text: "Print",
      spinner: false
    })
  })

  it("gives up after 30 s when saving never settles", async () => {
    const { actor, clock, view } = start(async () => ({}), never)
    view().print()
    await waitFor(actor, (snapshot) => snapshot.matches({ preparing: "saving" }))
    clock.increment(PDF_PREPARE_TIMEOUT_MS)
    expect(view().error).toBe(defaultTexts.pdfTimedOut)
  })

  it("fails clearly when no actors are provided", async () => {
    const actor = createActor(pdfDownloadMachine, { input }).start()
    actor.send({ type: "print" })
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(connectPdfDownload(actor.getSnapshot(), actor.send).error).toBe("generatePdf is not provided")
  })

  it("refuses a car without a slug when the flow starts", () => {
    const [snapshot] = initialTransition(pdfDownloadMachine, { slug: " ", texts: defaultTexts })
    expect(snapshot.status).toBe("error")
    expect(snapshot.error).toBeInstanceOf(RangeError)
  })

  it("reaches every state, and the button and alert match each", () => {
    const events = [
      { type: "print" },
      { type: "dismiss" },
      { type: "xstate.done.actor.generatePdf", output: {} },
      { type: "xstate.error.actor.generatePdf", error: new Error("Server error") },
      { type: "xstate.done.actor.download", output: undefined },
      { type: "xstate.error.actor.download", error: new Error("Blocked") }
    ] as unknown as ReadonlyArray<PdfDownloadEvent>
    const paths = getShortestPaths(pdfDownloadMachine, { input, events })
    const expected = {
      idle: { text: "Print", disabled: false, error: null, saved: false },
      '{"preparing":"generating"}': { text: "Preparing...", spinner: true, disabled: true, error: null },
      '{"preparing":"saving"}': { text: "Preparing...", spinner: true, disabled: true, error: null },
      done: { text: "Print", disabled: false, error: null, saved: true },
      failed: { text: "Print", disabled: false, saved: false }
    }
    const reached = new Map<string, Array<ReturnType<typeof connectPdfDownload>>>()
    for (const path of paths) {
      const value = path.state.value
      const key = typeof value === "string" ? value : JSON.stringify(value)
      reached.set(key, [...(reached.get(key) ?? []), connectPdfDownload(path.state, () => undefined)])
    }
    expect([...reached.keys()].sort()).toEqual(Object.keys(expected).sort())
    for (const [state, view] of Object.entries(expected)) {
      for (const api of reached.get(state) ?? []) expect(api, state).toMatchObject(view)
    }
    expect(new Set(reached.get("failed")?.map((api) => api.error))).toEqual(new Set(["Server error", "Blocked"]))
  })
})
