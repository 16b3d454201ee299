export { ShareSettings } from "./settings.ts"
export { shareTexts } from "./texts.ts"
