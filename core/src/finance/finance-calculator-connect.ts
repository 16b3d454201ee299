import type { SnapshotFrom } from "xstate"
import { formatMoney } from "../pricing/money.ts"
import { formatPriceInput, parseAmountInput } from "../pricing/price-input.ts"
import { fillText } from "../tenant/texts.ts"
import { clampToRange, type FinanceRange } from "./calculator-bounds.ts"
import { financeCalculatorView } from "./calculator-view.ts"
import { financeFormHref } from "./finance-form-link.ts"
import type {
  financeCalculatorMachine,
  FinanceCalculatorEvent,
  FinanceCalculatorValueName
} from "./finance-calculator-machine.ts"
import { formatFinanceRate } from "./finance-rate-format.ts"
import type { PaymentFrequency } from "./payment-frequency.ts"
import { termYearsAt, type TermSlider } from "./term-slider.ts"

/** One calculator value: a labelled range slider with a numeric input beside it. */
export interface FinanceCalculatorField {
  readonly name: FinanceCalculatorValueName
  readonly label: string
  /** The range slider: its bounds and the (clamped) value it sits at. */
  readonly slider: FinanceRange & { readonly value: number }
  /** Money inputs show `$` and thousands separators (a text input); the others are plain numbers. */
  readonly inputKind: "money" | "number"
  /** The numeric input's own bounds (for the term, in years even where the slider indexes increments). */
  readonly inputBounds: { readonly min: number; readonly max: number }
  /** What the numeric input shows: the value as the shopper left it, empty when there is none. */
  readonly inputText: string
  /** The slider's value as words for assistive technology, e.g. "$45,990" or "5 years". */
  readonly valueText: string
  /** `Cannot be less than {min} or more than {max}` for the loan amount at or beyond its bounds. */
  readonly error: string | null
  readonly disabled: boolean
  readonly hidden: boolean
  /** Moves the slider to a position (for the term, a position in its custom increments). */
  readonly setSlider: (position: number) => void
  /** Takes what was typed: `$25,000`, `25000`, `6.5`; anything unreadable counts as no value. */
  readonly setText: (text: string) => void
  /** The shopper left the input: the value settles inside its bounds. */
  readonly commit: () => void
}

/** What the finance calculator renders, and its commands. */
export interface FinanceCalculatorApi {
  readonly amount: FinanceCalculatorField
  readonly term: FinanceCalculatorField
  readonly interest: FinanceCalculatorField
  readonly deposit: FinanceCalculatorField
  readonly balloon: FinanceCalculatorField
  readonly frequency: {
    readonly label: string
    readonly value: PaymentFrequency
    readonly options: ReadonlyArray<{ readonly value: PaymentFrequency; readonly label: string }>
    /** Monthly-only dealers offer a single frequency. */
    readonly disabled: boolean
    readonly select: (frequency: PaymentFrequency) => void
  }
  readonly repayment: {
    readonly label: string
    /** False at or below $25: the text is then `Enquire for Finance` and the total blank. */
    readonly quoted: boolean
    readonly text: string
    readonly totalLabel: string
    readonly totalText: string
    readonly frequencyLabel: string
  }
  /** `Get Finance`, or `Enquire for Finance` when there is no quote; both lead to the finance form. */
  readonly financeButton: { readonly label: string; readonly href: string }
  readonly disclaimer: {
    readonly text: string
    /** Show More / Show Less, or null when the whole text shows anyway. */
    readonly toggle: { readonly label: string; readonly expanded: boolean; readonly press: () => void } | null
  } | null
}

function termYearsBounds(slider: TermSlider): { readonly min: number; readonly max: number } {
  if (slider.kind === "years") return { min: slider.min, max: slider.max }
  return { min: termYearsAt(slider.min, slider), max: termYearsAt(slider.max, slider) }
}

const readNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text))
const readMoney = (text: string): number => parseAmountInput(text) ?? Number.NaN
const shownNumber = (value: number): string => (Number.isFinite(value) ? String(value) : "")
const shownMoney = (value: number): string => formatPriceInput(Number.isFinite(value) ? value : null)

/**
 * The finance calculator view model over `financeCalculatorView`: components read the fields and call
 * the commands; they never look at machine state names.
 *
 * @example
 * import { connectFinanceCalculator, financeCalculatorMachine } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const { finance: settings, texts } = exampleTenant()
 * const actor = createActor(financeCalculatorMachine, { input: { car: null, lenderRate: null, disclaimer: null, settings, texts } }).start()
 *
 * connectFinanceCalculator(actor.getSnapshot(), actor.send).amount.setText("$30,000")
 * // 10% over 5 years, weekly:
 * connectFinanceCalculator(actor.getSnapshot(), actor.send).repayment.text // => "$147"
 */
export function connectFinanceCalculator(
  snapshot: SnapshotFrom<typeof financeCalculatorMachine>,
  send: (event: FinanceCalculatorEvent) => void
): FinanceCalculatorApi {
  const { values, settings, texts, car, disclaimer } = snapshot.context
  const expanded = snapshot.matches({ disclaimer: "expanded" })
  const view = financeCalculatorView(values, {
    settings,
    carPrice: car?.price ?? null,
    disclaimer,
    disclaimerExpanded: expanded,
    texts
  })
  const set = (name: FinanceCalculatorValueName, value: number) => send({ type: "SET_VALUE", name, value })
  const commit = () => send({ type: "COMMIT" })
  const common = { error: null, disabled: false, hidden: false, commit }
  const money = (name: "deposit" | "balloon", label: string, slider: FinanceRange & { value: number }) => ({
    ...common,
    name,
    label,
    slider,
    inputBounds: { min: slider.min, max: slider.max },
    inputKind: "money" as const,
    inputText: shownMoney(values[name]),
    valueText: formatMoney(slider.value),
    setSlider: (value: number) => set(name, value),
    setText: (text: string) => set(name, readMoney(text))
  })
  const amountSlider = { ...view.amount.range, value: clampToRange(view.amount.value, view.amount.range) }
  const termSlider = view.term.slider
  const frequencyLabel = view.frequency.options.find((option) => option.value === view.frequency.value)?.label ?? ""
  return {
    amount: {
      ...common,
      name: "amount",
      label: texts.financeLoanAmount,
      slider: amountSlider,
      inputBounds: { min: amountSlider.min, max: amountSlider.max },
      inputKind: "money",
      inputText: shownMoney(values.amount),
      valueText: formatMoney(amountSlider.value),
      error: view.amount.error,
      setSlider: (value) => set("amount", value),
      setText: (text) => set("amount", readMoney(text))
    },
    term: {
      ...common,
      name: "termYears",
      label: texts.financeLoanTerm,
      slider: { min: termSlider.min, max: termSlider.max, step: termSlider.step, value: view.term.position },
      inputBounds: termYearsBounds(termSlider),
      inputKind: "number",
      inputText: shownNumber(values.termYears),
      valueText: fillText(texts.financeTermYears, { years: String(view.term.years) }),
      setSlider: (position) => set("termYears", termYearsAt(position, termSlider)),
      setText: (text) => set("termYears", readNumber(text))
    },
    interest: {
      ...common,
      name: "annualRatePercent",
      label: texts.financeInterestRate,
      slider: { ...view.interest.range, value: view.interest.value },
      inputBounds: { min: view.interest.range.min, max: view.interest.range.max },
      inputKind: "number",
      inputText: shownNumber(values.annualRatePercent),
      valueText: formatFinanceRate(view.interest.value),
      disabled: view.interest.disabled,
      hidden: view.interest.hidden,
      setSlider: (value) => set("annualRatePercent", value),
      setText: (text) => set("annualRatePercent", readNumber(text))
    },
    deposit: money("deposit", texts.financeDepositTradeIn, { ...view.deposit.range, value: view.deposit.value }),
    balloon: {
      ...money("balloon", texts.financeResidual, { ...view.balloon.range, value: view.balloon.value }),
      hidden: view.balloon.hidden
    },
    frequency: {
      label: texts.financePaymentFrequency,
      value: view.frequency.value,
      options: view.frequency.options,
      disabled: view.frequency.options.length < 2,
      select: (frequency) => send({ type: "SET_FREQUENCY", frequency })
    },
    repayment: {
      label: texts.financeRepaymentLabel,
      quoted: view.repayment.quoted,
      text: view.repayment.repaymentText,
      totalLabel: texts.financeTotalPayable,
      totalText: view.repayment.totalText,
      frequencyLabel
    },
    financeButton: {
      label: view.repayment.quoted ? view.financeButton : texts.financeEnquire,
      href: financeFormHref(settings.finance_link, { car, budget: view.amount.value })
    },
    disclaimer: view.disclaimer && {
      text: view.disclaimer.text,
      toggle: view.disclaimer.toggle && {
        ...view.disclaimer.toggle,
        press: () => send({ type: "TOGGLE_DISCLAIMER" })
      }
    }
  }
}
