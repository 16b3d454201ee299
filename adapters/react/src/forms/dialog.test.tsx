import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Dialog } from "./dialog.tsx"

afterEach(cleanup)

function EnquireNow() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enquire Now
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Enquire Now" closeLabel="Close">
        <label>
          Name <input />
        </label>
        <button type="submit">Submit</button>
      </Dialog>
    </>
  )
}

describe("Dialog", () => {
  it("is a labelled modal that takes focus on open and gives it back on close", () => {
    render(<EnquireNow />)
    const opener = screen.getByRole("button", { name: "Enquire Now" })
    opener.focus()
    act(() => fireEvent.click(opener))
    const dialog = screen.getByRole("dialog", { name: "Enquire Now" })
    // The native element, opened as a modal: the browser makes the rest of the page inert.
    expect(dialog.tagName).toBe("DIALOG")
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(document.activeElement).toBe(screen.getByLabelText("Name"))

    act(() => fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("closes with its close button, and keeps Tab inside", () => {
    render(<EnquireNow />)
    act(() => fireEvent.click(screen.getByRole("button", { name: "Enquire Now" })))
    const submit = screen.getByRole("button", { name: "Submit" })
    submit.focus()
    act(() => fireEvent.keyDown(submit, { key: "Tab" }))
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }))
    act(() => fireEvent.keyDown(document.activeElement ?? submit, { key: "Tab", shiftKey: true }))
    expect(document.activeElement).toBe(submit)
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("closes on the browser's cancel request and on a click on its backdrop, not inside", () => {
    render(<EnquireNow />)
    act(() => fireEvent.click(screen.getByRole("button", { name: "Enquire Now" })))
    act(() => fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true })))
    expect(screen.queryByRole("dialog")).toBeNull()

    act(() => fireEvent.click(screen.getByRole("button", { name: "Enquire Now" })))
    act(() => fireEvent.click(screen.getByLabelText("Name")))
    expect(screen.queryByRole("dialog")).not.toBeNull()
    act(() => fireEvent.click(screen.getByRole("dialog")))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("fills the screen in its fullscreen variant, keeping its own class beside the variant's", () => {
    render(
      <Dialog open onClose={() => undefined} title="Image 1 of 3" closeLabel="Close" variant="fullscreen" className="dialog gallery__fullscreen">
        <button type="button">Next image</button>
      </Dialog>
    )
    const dialog = screen.getByRole("dialog", { name: "Image 1 of 3" })
    expect(dialog.className).toBe("dialog gallery__fullscreen dialog--fullscreen")
    // No field to take focus: its close button has it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }))
  })
})
