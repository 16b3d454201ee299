import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectCopyLink } from "./copy-link-connect.ts"
import { copyLinkMachine, type CopyLinkMachineInput } from "./copy-link-machine.ts"
import type { ToastNotice } from "./toast-notice.ts"

const input: CopyLinkMachineInput = {
  siteUrl: "https://acme.com.au/",
  path: "/cars/2022-toyota-hilux",
  carName: "2022 Toyota Hilux SR5",
  texts: defaultTexts
}
const noSend = () => undefined

function start(copy: (text: string) => Promise<void>, clock = new SimulatedClock()) {
  const machine = copyLinkMachine.provide({ actors: { copy: fromPromise(({ input: { text } }) => copy(text)) } })
  const actor = createActor(machine, { input, clock })
  const toasts: ToastNotice[] = []
  actor.on("toast", ({ toast }) => void toasts.push(toast))
  actor.start()
  return { actor, clock, toasts, api: () => connectCopyLink(actor.getSnapshot(), actor.send) }
}

describe("copy link flow", () => {
  it("is unavailable without a site URL (pure transitions)", () => {
    const [snapshot] = initialTransition(copyLinkMachine, { ...input, siteUrl: " " })
    expect(connectCopyLink(snapshot, noSend)).toMatchObject({ available: false, url: null, label: "Copy Link" })
    const [after] = transition(copyLinkMachine, snapshot, { type: "COPY" })
    expect(after.value).toBe("unavailable")
  })

  it("copies the page link, reads Copied for 1.5 s and toasts for 3 s", async () => {
    const copiedTexts: string[] = []
    const { actor, clock, toasts, api } = start(async (text) => void copiedTexts.push(text))
    api().copy()
    expect(api().busy).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches("copied"))
    expect(copiedTexts).toEqual(["https://acme.com.au/cars/2022-toyota-hilux"])
    expect(api()).toMatchObject({ label: "Copied", copied: true })
    expect(toasts).toEqual([
      { id: "share-copied", message: "Copied 2022 Toyota Hilux SR5 to your clipboard!", durationMs: 3000 }
    ])
    clock.increment(1499)
    expect(api().label).toBe("Copied")
    clock.increment(1)
    expect(api()).toMatchObject({ label: "Copy Link", copied: false })
  })

  it("shows the failure text when the clipboard refuses", async () => {
    const { actor, toasts, api } = start(() => Promise.reject(new Error("NotAllowedError")))
    api().copy()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(api()).toMatchObject({ error: "We couldn't copy the link. Please try again.", label: "Copy Link" })
    expect(toasts).toEqual([])
  })

  it("gives up on a clipboard that never answers after 15 s", () => {
    const { clock, api } = start(() => new Promise<never>(() => undefined))
    api().copy()
    clock.increment(14_999)
    expect(api().busy).toBe(true)
    clock.increment(1)
    expect(api()).toMatchObject({ busy: false, error: "We couldn't copy the link. Please try again." })
  })

  it("reaches every state", () => {
    const views = new Map<string, ReturnType<typeof connectCopyLink>>()
    for (const siteUrl of ["https://acme.com.au", null]) {
      const paths = getShortestPaths(copyLinkMachine, {
        input: { ...input, siteUrl },
        events: [
          { type: "COPY" },
          { type: "xstate.done.actor.copy" },
          { type: "xstate.error.actor.copy" },
          { type: "xstate.after.confirmation.copyLink.copied" },
          { type: "xstate.after.copyTimeout.copyLink.copying" }
        ] as never
      })
      for (const path of paths) views.set(String(path.state.value), connectCopyLink(path.state, noSend))
    }
    expect([...views.keys()].sort()).toEqual(["copied", "copying", "failed", "idle", "unavailable"])
    expect(views.get("unavailable")).toMatchObject({ available: false })
    expect(views.get("idle")).toMatchObject({ available: true, busy: false, label: "Copy Link", error: null })
    expect(views.get("copying")).toMatchObject({ busy: true })
    expect(views.get("copied")).toMatchObject({ label: "Copied", copied: true })
    expect(views.get("failed")?.error).toBe("We couldn't copy the link. Please try again.")
  })
})
