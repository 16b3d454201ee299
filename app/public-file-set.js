import { readdirSync } from "node:fs"
import path from "node:path"

/**
 * The site paths of every file in a built client folder (`/images/cars/sedan.svg`), read once at
 * start, so requests for pages and the API skip the file lookup the static middleware would make.
 *
 * @param {string} folder
 * @returns {Set<string>}
 */
export function publicFileSet(folder) {
  const files = new Set()
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name))
    files.add(`/${relative.split(path.sep).join("/")}`)
  }
  return files
}
