export { FinanceSettings } from "./settings.ts"
export { financeTexts } from "./texts.ts"
export { FinanceLenderRecord, FinanceLenders } from "./lender-record.ts"
