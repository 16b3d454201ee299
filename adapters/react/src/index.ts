/**
 * @dealer/react: React bindings over core's statecharts. A `TenantProvider` and one hook per flow
 * (`useMachine` plus the flow's `connect`); side effects come in as services from the caller.
 */
export { PhoneRevealButton } from "./phone-reveal/phone-reveal-button.tsx"
export { usePhoneReveal, type PhoneRevealServices } from "./phone-reveal/use-phone-reveal.ts"
export { TenantProvider, useTenant } from "./tenant/tenant-provider.tsx"
export { FinanceCalculator } from "./finance/finance-calculator.tsx"
export { FinanceDisclaimerDialog } from "./finance/finance-disclaimer-dialog.tsx"
export { FinanceSliderField } from "./finance/finance-slider-field.tsx"
export { FinanceSummaryStrip } from "./finance/finance-summary-strip.tsx"
export {
  useFinanceCalculator,
  type FinanceCalculatorOptions,
  type FinanceCalculatorServices
} from "./finance/use-finance-calculator.ts"
export { useFinanceDisclaimer, type FinanceDisclaimerServices } from "./finance/use-finance-disclaimer.ts"
export { useFinanceQuote, type FinanceQuoteServices } from "./finance/use-finance-quote.ts"
