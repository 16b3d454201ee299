import path from "node:path"
import { databaseOwner } from "@dealer/postgres"
import { runTenantCommand } from "./app/server/tenant-command.server.ts"

/**
 * `npm run tenant -- check <file>... | new <slug> | schema`: a dealer's settings as data (see
 * `runTenantCommand` and docs/onboarding.md). The tenants folder is `TENANTS_DIR`, else `app/tenants`.
 */
// npm runs scripts from the project's root; files named on the command line are the caller's.
const callerDir = process.env["INIT_CWD"] ?? process.cwd()

try {
  process.exitCode = runTenantCommand(process.argv.slice(2), {
    tenantsDir: path.resolve(callerDir, process.env["TENANTS_DIR"] ?? path.join(import.meta.dirname, "tenants")),
    callerDir,
    print: (line) => console.log(line),
    // The site on the embedded database holds its folder's owner lock, which names its process.
    siteProcess: () => databaseOwner(path.join(path.resolve(callerDir, process.env["DATA_DIR"] ?? path.join(import.meta.dirname, ".data")), "pglite"))
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
