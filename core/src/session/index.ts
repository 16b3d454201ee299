export { SessionSettings } from "./settings.ts"
export { sessionTexts } from "./texts.ts"
