import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { copiedToast, copyLinkLabel } from "./copy-link.ts"
import { visibleToasts } from "./toast-queue.ts"

const copiedAt = new Date("2026-01-01T00:00:00.000Z")
const after = (ms: number) => new Date(copiedAt.getTime() + ms)

describe("copy link", () => {
  it("reads 'Copied' for 1.5 s after a copy", () => {
    expect(copyLinkLabel(copiedAt, after(0), defaultTexts)).toBe("Copied")
    expect(copyLinkLabel(copiedAt, after(1_499), defaultTexts)).toBe("Copied")
    expect(copyLinkLabel(copiedAt, after(1_500), defaultTexts)).toBe("Copy Link")
    expect(copyLinkLabel(null, after(0), defaultTexts)).toBe("Copy Link")
  })

  it("toasts 'Copied {car name} to your clipboard!' for 3 seconds", () => {
    const toast = copiedToast("2022 Toyota Hilux SR5", copiedAt, defaultTexts)
    expect(toast.message).toBe("Copied 2022 Toyota Hilux SR5 to your clipboard!")
    expect(visibleToasts([toast], after(2_999))).toEqual([toast])
    expect(visibleToasts([toast], after(3_000))).toEqual([])
  })

  it("uses the tenant's wording", () => {
    const texts = { ...defaultTexts, shareCopiedToast: "{car name} copied" }
    expect(copiedToast("Hilux", copiedAt, texts).message).toBe("Hilux copied")
  })
})
