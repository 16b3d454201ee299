import { readdirSync } from "node:fs"
import { join, resolve } from "node:path"

/** The repository's root and core's sources. */
export const repositoryRoot = resolve(import.meta.dirname, "..")
export const coreSource = join(repositoryRoot, "core/src")

/** Core's modules (every `.ts` file under core/src but the tests), as absolute paths, sorted. */
export function coreSourceFiles(): ReadonlyArray<string> {
  return readdirSync(coreSource, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort()
    .map((file) => join(coreSource, file))
}
