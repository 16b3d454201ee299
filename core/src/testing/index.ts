/** fast-check arbitraries for property tests of core rules: `@dealer/core/testing`. */
export { carArbitrary } from "./car-arbitrary.ts"
