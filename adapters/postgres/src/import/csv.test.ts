import { describe, expect, it } from "vitest"
import { parseCsv } from "./csv.ts"
import { csvCarRecord, unknownCarFields } from "./csv-car-record.ts"

describe("parseCsv", () => {
  it("splits rows and fields, with quoted commas, quotes and line breaks", () => {
    expect(parseCsv('id,name,notes\r\n1,"Smith, Jo","said ""hi""\nthen left"\n2,,x\n')).toEqual([
      ["id", "name", "notes"],
      ["1", "Smith, Jo", 'said "hi"\nthen left'],
      ["2", "", "x"]
    ])
  })

  it("skips blank lines and reads a last line without a line break", () => {
    expect(parseCsv("a,b\n\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"]
    ])
    expect(parseCsv("")).toEqual([])
  })

  it("names the row of a quote that never closes", () => {
    expect(() => parseCsv('a\n"open\n')).toThrow("CSV row 2 opens a quoted field that never closes")
  })
})

describe("csvCarRecord", () => {
  it("keeps text fields as typed, reads the others as JSON, and leaves empty cells out", () => {
    expect(
      csvCarRecord(
        ["id", "stocknum", "vin", "price", "reserved", "images", "badge", "location"],
        ["12", "00123", "1234", "25990", "true", '[{"image_url":"https://img/12.jpg"}]', "", "null"]
      )
    ).toEqual({
      id: 12,
      stocknum: "00123",
      vin: "1234",
      price: 25990,
      reserved: true,
      images: [{ image_url: "https://img/12.jpg" }],
      location: null
    })
  })

  it("leaves a cell that is no JSON as text, for decoding to name", () => {
    expect(csvCarRecord(["price", "year"], ["25,990", "soon"])).toEqual({ price: "25,990", year: "soon" })
  })

  it("names the fields Car does not have", () => {
    expect(unknownCarFields(["id", "prcie", "colour", "prcie", "extra"])).toEqual(["extra", "prcie"])
  })
})
