export { Address, Location, LocationType } from "./location.ts"
export { LocationsSettings } from "./settings.ts"
export { locationsTexts } from "./texts.ts"
