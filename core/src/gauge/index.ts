export { GaugeSettings } from "./settings.ts"
export { gaugeTexts } from "./texts.ts"
