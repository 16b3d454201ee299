import { existsSync } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"

// The built client (what `npm run serve` serves) first, then the source folder (`npm run dev`),
// from the app's folder or the repository's.
const candidateRoots = () =>
  [
    process.env.PUBLIC_DIR,
    path.resolve("build/client"),
    path.resolve("public"),
    path.resolve("app/build/client"),
    path.resolve("app/public")
  ].filter((root): root is string => Boolean(root) && existsSync(root as string))

/**
 * The bytes of a file of the site's public folder by its site path (`/images/cars/sedan.svg`), or
 * null. A path that is not a plain absolute path inside the folder (`..`, `//`, `\`) finds nothing.
 *
 * @example
 * await readPublicFile("/images/cars/sedan.svg") // Buffer | null
 */
export async function readPublicFile(sitePath: string): Promise<Buffer | null> {
  if (!/^\/[A-Za-z0-9._\-/]+$/.test(sitePath) || sitePath.includes("..") || sitePath.includes("//")) return null
  for (const root of candidateRoots()) {
    const file = path.join(root, sitePath)
    if (!file.startsWith(root + path.sep)) continue
    const info = await stat(file).catch(() => null)
    if (info?.isFile()) return readFile(file)
  }
  return null
}
