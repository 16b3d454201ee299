/** @dealer/http: Typed clients of the platform API (ofetch), every response decoded by core schemas. */
export {}
