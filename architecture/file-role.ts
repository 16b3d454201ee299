/**
 * Source ships with the package; dev files (tests and their helpers, stories, tool
 * configuration) only run while developing, so they may also use development dependencies.
 */
export type FileRole = "source" | "dev"

const TEST_FILE = /\.(test|spec)\.tsx?$/
const STORY_FILE = /\.stories\.tsx?$/
const TOOL_CONFIG = /^[^/]+\.config\.tsx?$/
// React Router's route table: read by its build plugin, never part of the built server.
const BUILD_TIME_FILES = new Set(["app/routes.ts"])
// Measurement scripts (`npm run measure`, `npm run load`) are development tools too.
const DEV_FOLDERS = new Set(["test", "tests", "__tests__", "e2e", "measure", ".ladle"])

/**
 * The role of a file, from its path inside its package (posix separators).
 *
 * @example
 * fileRole("src/stock/car-card.test.ts") // "dev"
 */
export function fileRole(pathInPackage: string): FileRole {
  const folders = pathInPackage.split("/").slice(0, -1)
  const dev =
    TEST_FILE.test(pathInPackage) ||
    STORY_FILE.test(pathInPackage) ||
    TOOL_CONFIG.test(pathInPackage) ||
    BUILD_TIME_FILES.has(pathInPackage) ||
    folders.some((folder) => DEV_FOLDERS.has(folder))
  return dev ? "dev" : "source"
}
