import { describe, expect, it } from "vitest"
import { keywordSuggestions } from "./keyword-suggestions.ts"

const item = (value: string, count: number) => ({ label: value, value, count })
const stock = {
  makes: [item("Kia", 179), item("Mazda", 12), item("Toyota", 30), item("Land Rover", 2)],
  models: [
    item("Kia Sportage", 40),
    item("Kia Sorento", 22),
    item("Kia Stonic", 9),
    item("Mazda CX-5", 7),
    item("Toyota Hilux", 18),
    item("Land Rover Defender", 2),
    item("Kia Soul", 0)
  ]
}
const labels = (text: string, limit?: number) => keywordSuggestions(text, stock, limit).map((entry) => entry.label)

describe("keywordSuggestions", () => {
  it("finds a make by the start of its name, before its models", () => {
    expect(labels("ki")).toEqual(["Kia", "Kia Sportage", "Kia Sorento", "Kia Stonic"])
    expect(keywordSuggestions("kia", stock)[0]).toEqual({ kind: "make", label: "Kia", count: 179 })
  })

  it("finds models by any word, every typed word matching", () => {
    expect(labels("hil")).toEqual(["Toyota Hilux"])
    expect(labels("kia so")).toEqual(["Kia Sorento"])
    expect(labels("cx5")).toEqual(["Mazda CX-5"])
    expect(labels("rover def")).toEqual(["Land Rover Defender"])
  })

  it("allows one typo on longer words, as the search does", () => {
    expect(labels("toyta")).toEqual(["Toyota", "Toyota Hilux"])
  })

  it("offers nothing for empty text, unknown names or names with no car, and at most the limit", () => {
    expect(labels("  ")).toEqual([])
    expect(labels("zzz")).toEqual([])
    expect(labels("soul")).toEqual([])
    expect(labels("k", 2)).toEqual(["Kia", "Kia Sportage"])
  })
})
