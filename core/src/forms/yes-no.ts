/**
 * A yes/no select's answers as forms send them. Schema-free, so a page's script can read an
 * answer without Effect's schema code; `YesNo` (valuation.ts) is the schema over the same list.
 */
export const YES_NO_ANSWERS = ["Yes", "No"] as const
/** A yes-or-no answer as the forms send it: "Yes" or "No". */
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number]

/**
 * The answer a select's or a post's value stands for; null for anything other than Yes or No.
 *
 * @example
 * import { yesNoAnswer } from "@dealer/core/forms"
 *
 * yesNoAnswer("Yes") // => "Yes"
 * yesNoAnswer("yes") // => null
 */
export function yesNoAnswer(value: string | undefined): YesNoAnswer | null {
  return YES_NO_ANSWERS.find((answer) => answer === value) ?? null
}
