export { FinanceSettings } from "./settings.ts"
export { financeTexts } from "./texts.ts"
