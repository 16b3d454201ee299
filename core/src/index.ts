/**
 * @dealer/core: every business rule of a dealer site, as pure typed functions.
 * Import a bounded context by its subpath (`@dealer/core/stock`) or everything from here.
 */
export * from "./pricing/index.ts"
export * from "./search/index.ts"
export * from "./shared/index.ts"
export * from "./stock/index.ts"
export * from "./tenant/index.ts"
