import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { YesNo } from "./valuation.ts"
import { YES_NO_ANSWERS, yesNoAnswer } from "./yes-no.ts"

describe("yesNoAnswer", () => {
  it("reads Yes and No as themselves", () => {
    expect(yesNoAnswer("Yes")).toBe("Yes")
    expect(yesNoAnswer("No")).toBe("No")
  })

  it("reads anything else, the empty choice and other cases included, as no answer", () => {
    for (const value of ["", "yes", "NO", "Maybe", undefined]) expect(yesNoAnswer(value)).toBeNull()
  })

  it("accepts exactly what the YesNo schema accepts", () => {
    expect(YesNo.literals).toEqual(YES_NO_ANSWERS)
    for (const value of ["Yes", "No", "yes", ""]) {
      expect(yesNoAnswer(value) !== null).toBe(Schema.is(YesNo)(value))
    }
  })
})
