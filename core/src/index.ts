/**
 * @dealer/core: every business rule of a dealer site, as pure typed functions.
 * Import a bounded context by its subpath (`@dealer/core/finance`) or everything from here.
 */
export * from "./analytics/index.ts"
export * from "./finance/index.ts"
export * from "./forms/index.ts"
export * from "./gauge/index.ts"
export * from "./hours/index.ts"
export * from "./locations/index.ts"
export * from "./media/index.ts"
export * from "./models/index.ts"
export * from "./platform/index.ts"
export * from "./ports/index.ts"
export * from "./pricing/index.ts"
export * from "./promotions/index.ts"
export * from "./search/index.ts"
export * from "./session/index.ts"
export * from "./share/index.ts"
export * from "./shared/index.ts"
export * from "./site/index.ts"
export * from "./stock/index.ts"
export * from "./storage/index.ts"
export * from "./tenant/index.ts"
