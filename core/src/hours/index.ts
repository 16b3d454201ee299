export { HoursSettings } from "./settings.ts"
export { hoursTexts } from "./texts.ts"
