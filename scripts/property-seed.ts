import fc from "fast-check"

/**
 * Property tests explore new random cases on every local run, but CI replays one fixed seed so a
 * build's result depends only on its code. FC_SEED replays any seed a failure printed.
 */
const seed = process.env["FC_SEED"] ?? (process.env["CI"] ? "20261123" : undefined)
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) })
