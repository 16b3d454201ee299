export { PromotionsSettings } from "./settings.ts"
export { promotionsTexts } from "./texts.ts"
