import type { Texts } from "../tenant/texts.ts"
import { balloonRange, depositRange, interestRange, loanAmountRange, type FinanceRange } from "./calculator-bounds.ts"
import { clampFinanceCalculatorInput, type FinanceCalculatorValues } from "./calculator-clamp.ts"
import { financeDisclaimerView, type DisclaimerView } from "./disclaimer-view.ts"
import { loanAmountField } from "./loan-amount-field.ts"
import { paymentFrequencies, type PaymentFrequency } from "./payment-frequency.ts"
import { financeRepayment, type RepaymentResult } from "./repayment.ts"
import { repaymentView, type RepaymentView } from "./repayment-view.ts"
import type { FinanceSettings } from "./settings.ts"
import { termMonths, termSlider, termSliderPosition, type TermSlider } from "./term-slider.ts"

/** The texts the finance calculator shows. */
export type FinanceCalculatorTexts = Pick<
  Texts,
  | "financeAmountOutOfBounds"
  | "financeEnquire"
  | "financeShowMore"
  | "financeShowLess"
  | "financeWeekly"
  | "financeFortnightly"
  | "financeMonthly"
  | "getFinance"
>

/**
 * What the calculator's view model needs besides its values: the settings, the car's price, the
 * disclaimer and the texts.
 */
export interface FinanceCalculatorContext {
  readonly settings: FinanceSettings
  readonly carPrice: number | null
  readonly disclaimer: string | null
  readonly disclaimerExpanded: boolean
  readonly texts: FinanceCalculatorTexts
}

/** The finance calculator as the page draws it: each field with its range and text, and the repayment. */
export interface FinanceCalculatorView {
  readonly amount: {
    readonly value: number
    readonly range: FinanceRange
    readonly error: string | null
  }
  readonly term: {
    readonly slider: TermSlider
    readonly position: number
    readonly years: number
    readonly months: number
  }
  readonly interest: {
    readonly value: number
    readonly range: FinanceRange
    readonly disabled: boolean
    readonly hidden: boolean
  }
  readonly deposit: { readonly value: number; readonly range: FinanceRange }
  readonly balloon: {
    readonly value: number
    readonly range: FinanceRange
    readonly hidden: boolean
  }
  readonly frequency: {
    readonly value: PaymentFrequency
    readonly options: ReadonlyArray<{
      readonly value: PaymentFrequency
      readonly label: string
    }>
  }
  readonly result: RepaymentResult
  readonly repayment: RepaymentView
  readonly financeButton: string
  readonly disclaimer: DisclaimerView | null
}

function frequencyLabel(frequency: PaymentFrequency, texts: FinanceCalculatorTexts): string {
  if (frequency === "weekly") return texts.financeWeekly
  if (frequency === "fortnightly") return texts.financeFortnightly
  return texts.financeMonthly
}

/**
 * Everything the finance calculator shows (sections 2 and 5): the sliders with their bounds and
 * clamped values, the amount message, which inputs are hidden or disabled, the frequency options,
 * the repayment line, the `Get Finance` button and the disclaimer.
 *
 * @example
 * import { financeCalculatorDefaults, financeCalculatorView } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const { finance: settings, texts } = exampleTenant()
 * const values = financeCalculatorDefaults({ carPrice: 45990, lenderRate: null }, settings)
 *
 * financeCalculatorView(values, { settings, carPrice: 45990, disclaimer: null, disclaimerExpanded: false, texts }).repayment.repaymentText
 * // => "$225"
 */
export function financeCalculatorView(
  values: FinanceCalculatorValues,
  context: FinanceCalculatorContext
): FinanceCalculatorView {
  const { settings, texts } = context
  const input = clampFinanceCalculatorInput(values, settings)
  const amountRange = loanAmountRange(context.carPrice, settings)
  const slider = termSlider(settings)
  const result = financeRepayment(input, {
    roundUp: settings.round_up_repayment
  })
  const frequencies: ReadonlyArray<PaymentFrequency> = settings.monthly_only ? ["monthly"] : paymentFrequencies
  const disclaimer =
    context.disclaimer === null
      ? null
      : financeDisclaimerView(
          context.disclaimer,
          {
            collapsible: settings.disclaimer_collapsible,
            expanded: context.disclaimerExpanded
          },
          texts
        )
  return {
    amount: {
      ...loanAmountField(values.amount, amountRange, texts),
      range: amountRange
    },
    term: {
      slider,
      position: termSliderPosition(input.termYears, slider),
      years: input.termYears,
      months: termMonths(input.termYears)
    },
    interest: {
      value: input.annualRatePercent,
      range: interestRange(settings),
      disabled: settings.monthly_only,
      hidden: settings.uses_lender_rates || settings.hide_interest_rate
    },
    deposit: { value: input.deposit, range: depositRange(settings) },
    balloon: {
      value: input.balloon,
      range: balloonRange(settings),
      hidden: !settings.show_balloon
    },
    frequency: {
      value: input.frequency,
      options: frequencies.map((value) => ({
        value,
        label: frequencyLabel(value, texts)
      }))
    },
    result,
    repayment: repaymentView(result, texts),
    financeButton: texts.getFinance,
    disclaimer
  }
}
