export { FinanceSettings, financeInterestRangeVariants } from "./settings.ts"
export { financeTexts } from "./texts.ts"
export { FinanceLenderRecord, FinanceLenders } from "./lender-record.ts"
export { paymentFrequencies, periodsPerYear, repaymentCount } from "./payment-frequency.ts"
export { PaymentFrequency } from "./payment-frequency-schema.ts"
export { annuityFactor, annuityRepayment, type AnnuityTerms } from "./annuity.ts"
export {
  FinanceCalculatorInput,
  financeMaxAmount,
  financeMaxRatePercent,
  financeMaxTermYears
} from "./calculator-input.ts"
export {
  financeMinimumQuotedRepayment,
  financeRepayment,
  roundUpToDollar,
  type RepaymentOptions,
  type RepaymentResult
} from "./repayment.ts"
export { repaymentView, type RepaymentView } from "./repayment-view.ts"
export {
  balloonRange,
  clampToRange,
  depositRange,
  interestRange,
  loanAmountRange,
  termRange,
  type FinanceRange
} from "./calculator-bounds.ts"
export { loanAmountField, loanAmountValue, type LoanAmountField } from "./loan-amount-field.ts"
export { termMonths, termSlider, termSliderPosition, termYearsAt, type TermSlider } from "./term-slider.ts"
export { financeUpfrontFees } from "./upfront-fees.ts"
export { financeCalculatorDefaults, type CalculatorDefaultsSource } from "./calculator-defaults.ts"
export { clampFinanceCalculatorInput, type FinanceCalculatorValues } from "./calculator-clamp.ts"
export {
  financeCalculatorView,
  type FinanceCalculatorContext,
  type FinanceCalculatorTexts,
  type FinanceCalculatorView
} from "./calculator-view.ts"
export { financeDisclaimerLimit, financeDisclaimerView, type DisclaimerView } from "./disclaimer-view.ts"
export { financeLenderKey, financeLenderNames, financeLenderRecordFor } from "./lender-key.ts"
export { defaultLenderSummaryRules, LenderSummaryRule, otherLenderSummaryRule } from "./lender-summary-rule.ts"
export {
  isLenderSummaryEligible,
  lenderSummaryRuleFor,
  type LenderSummaryCar,
  type LenderSummarySettings,
  type LenderSummarySubject
} from "./lender-summary-eligibility.ts"
export {
  lenderSummaryView,
  type LenderSummaryItem,
  type LenderSummaryTexts,
  type LenderSummaryView
} from "./lender-summary-view.ts"
export { formatFinanceRate } from "./finance-rate-format.ts"
export {
  hasYouxQuote,
  YouxQuote,
  YouxQuoteRequest,
  youxQuoteRequest,
  youxQuoteTerms,
  type StoredYouxQuote,
  type YouxQuoteCar,
  type YouxQuoteContext
} from "./youx-quote.ts"
export { youxQuoteSummary, type YouxQuoteSummary } from "./youx-quote-summary.ts"
export {
  ComparisonRateInput,
  financeComparisonExample,
  financeComparisonRate,
  type ComparisonRateResult
} from "./comparison-rate.ts"
export { fuelCost, fuelCostDefaults, showsFuelCalculator, type FuelCostInput } from "./fuel-cost.ts"
export {
  formatFuelCost,
  fuelCalculatorView,
  fuelFields,
  parseFuelInput,
  type FuelCalculatorCar,
  type FuelCalculatorTexts,
  type FuelCalculatorView,
  type FuelField,
  type FuelTyped
} from "./fuel-calculator-view.ts"
export { carFinanceHref, financeFormHref, type FinanceFormCar } from "./finance-form-link.ts"
export { cardRepayment, type CardRepayment, type CardRepaymentTexts } from "./card-repayment.ts"
export { priceDisplayFigures, type PriceDisplayChoice, type PriceDisplayFigures } from "./price-display-figures.ts"
export { financeServiceTimeoutMs } from "./finance-service-timeout.ts"
export { youxQuoteStripView, type FinanceStripSummary, type YouxQuoteStripTexts } from "./youx-quote-strip-view.ts"
export {
  financeCalculatorMachine,
  type FinanceCalculatorCar,
  type FinanceCalculatorEvent,
  type FinanceCalculatorFlowTexts,
  type FinanceCalculatorMachineInput,
  type FinanceCalculatorValueName
} from "./finance-calculator-machine.ts"
export {
  connectFinanceCalculator,
  type FinanceCalculatorApi,
  type FinanceCalculatorField
} from "./finance-calculator-connect.ts"
export {
  financeQuoteMachine,
  financeQuoteShown,
  type FinanceQuoteCar,
  type FinanceQuoteEvent,
  type FinanceQuoteMachineInput
} from "./finance-quote-machine.ts"
export { connectFinanceQuote, type FinanceQuoteApi } from "./finance-quote-connect.ts"
export {
  financeDisclaimerMachine,
  lenderDisclaimerIn,
  type FinanceDisclaimerEvent,
  type FinanceDisclaimerMachineInput,
  type FinanceDisclaimerTexts
} from "./finance-disclaimer-machine.ts"
export { connectFinanceDisclaimer, type FinanceDisclaimerApi } from "./finance-disclaimer-connect.ts"
export {
  financeEnquiryPrefill,
  type FinanceEnquiryPrefill,
  type FinanceEnquiryQuery
} from "./finance-enquiry-prefill.ts"
export { financeDisclaimerTexts, lenderStrips, type LenderStripView, type LenderStripsInput } from "./lender-strips.ts"
export { vehicleFinanceStrips, type VehicleFinanceStrips } from "./vehicle-finance-strips.ts"
export { DEFAULT_FINANCE_PATH, financePagePath } from "./finance-page-path.ts"
