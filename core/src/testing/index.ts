/** Arbitraries and examples for tests of core rules and their callers: `@dealer/core/testing`. */
export { carArbitrary } from "./car-arbitrary.ts"
export { exampleCar, exampleTenant } from "./examples.ts"
