export { ModelsSettings } from "./settings.ts"
export { modelsTexts } from "./texts.ts"
