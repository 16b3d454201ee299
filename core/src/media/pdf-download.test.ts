import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { pdfDownloadButton, pdfFileName } from "./pdf-download.ts"

describe("PDF download", () => {
  it("reads 'Preparing...' with a spinner while downloading", () => {
    expect(pdfDownloadButton(true, defaultTexts)).toEqual({ text: "Preparing...", spinner: true, disabled: true })
    expect(pdfDownloadButton(false, defaultTexts)).toEqual({ text: "Print", spinner: false, disabled: false })
  })

  it("names the file {slug}.pdf", () => {
    expect(pdfFileName("2022-toyota-hilux-sr5-t1234")).toBe("2022-toyota-hilux-sr5-t1234.pdf")
    expect(pdfFileName("a/b c")).toBe("a-b-c.pdf")
    expect(() => pdfFileName(" ")).toThrow(RangeError)
  })
})
