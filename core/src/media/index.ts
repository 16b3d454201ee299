export { MediaSettings } from "./settings.ts"
export { mediaTexts } from "./texts.ts"
