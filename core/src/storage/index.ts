export { StorageSettings } from "./settings.ts"
export { storageTexts } from "./texts.ts"
