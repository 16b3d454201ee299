import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"

/** A program the tests need from the machine, and the Debian package that provides it. */
export interface SystemProgram {
  readonly name: string
  readonly candidates: ReadonlyArray<string | undefined>
  readonly debianPackage: string
}

export const chromium: SystemProgram = {
  name: "Chromium",
  candidates: [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"],
  debianPackage: "chromium"
}

/** Chromium's headless shell, lighter than the full browser: the browser tests drive it (app/e2e/browser.ts). */
export const chromiumHeadlessShell: SystemProgram = {
  name: "Chromium headless shell",
  candidates: [process.env.CHROME_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"],
  debianPackage: "chromium-headless-shell"
}

export const postgresServer: SystemProgram = {
  name: "PostgreSQL 15 server",
  candidates: [process.env.PG_BIN && `${process.env.PG_BIN}/initdb`, "/usr/lib/postgresql/15/bin/initdb"],
  debianPackage: "postgresql"
}

/** libxml2's `xmllint`: the tests validate every ADF lead document against the ADF 1.0 DTD with it. */
export const xmllint: SystemProgram = {
  name: "xmllint",
  candidates: ["/usr/bin/xmllint"],
  debianPackage: "libxml2-utils"
}

const found = (program: SystemProgram) => program.candidates.find((path) => path && existsSync(path))

/**
 * Makes sure a program is installed: as root it installs the Debian package, otherwise it stops
 * with one line saying how. Never a silent skip.
 */
export function ensureInstalled(program: SystemProgram): string {
  const present = found(program)
  if (present) return present
  if (process.getuid?.() !== 0) {
    throw new Error(`${program.name} is missing: run \`sudo apt-get install -y ${program.debianPackage}\` and try again.`)
  }
  console.log(`${program.name} is missing; installing the Debian package ${program.debianPackage}...`)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env })
  execFileSync("apt-get", ["install", "-y", "-qq", program.debianPackage], { stdio: "inherit", env })
  const installed = found(program)
  if (!installed) throw new Error(`${program.name} is still missing after installing ${program.debianPackage}.`)
  return installed
}
