export { FormsSettings } from "./settings.ts"
export { formsTexts } from "./texts.ts"
