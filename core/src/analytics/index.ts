export { AnalyticsSettings } from "./settings.ts"
export { analyticsTexts } from "./texts.ts"
