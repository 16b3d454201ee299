import { fillText, type Texts } from "../tenant/texts.ts"
import { isBlankInput } from "./contact-formats.ts"
import { formValidation, type FormValidation } from "./form-validation.ts"

/** A question the valuation asks about the car's condition, with the answers it takes. */
export interface TradeInAdjustmentQuestion {
  readonly id: string
  readonly label: string
  readonly options: ReadonlyArray<string>
}

/** What the rego lookup finds: the valuation's id, the car, and the questions to ask about it. */
export interface TradeInVehicle {
  readonly id: number | string
  /** The build year, which decides whether an online estimate is given. */
  readonly year: number
  readonly description: string
  readonly questions: ReadonlyArray<TradeInAdjustmentQuestion>
}

/** What the adjustments submit answers: the offer for the car. */
export interface TradeInOffer {
  readonly offer_price: number
}

/**
 * Validates the adjustment answers: every question needs an answer, each named in the list under
 * 'Please fix the following errors:'.
 *
 * @example
 * import { validateAdjustmentAnswers } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * validateAdjustmentAnswers([{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }], {}, defaultTexts).summary?.messages
 * // => ["Please answer: Has the car been in an accident?"]
 */
export function validateAdjustmentAnswers(
  questions: ReadonlyArray<TradeInAdjustmentQuestion>,
  answers: Readonly<Record<string, unknown>>,
  texts: Pick<Texts, "formsErrorsHeading" | "tradeInAnswerRequired">
): FormValidation<string> {
  return formValidation(
    questions.map((question) => {
      const answer = answers[question.id]
      const answered = typeof answer === "string" ? !isBlankInput(answer) : answer !== undefined && answer !== null
      return answered
        ? null
        : { field: question.id, message: fillText(texts.tradeInAnswerRequired, { question: question.label }) }
    }),
    texts
  )
}
