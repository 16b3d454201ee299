import { existsSync } from "node:fs"
import { join } from "node:path"

/** Paths of the PostgreSQL server programs a throwaway cluster needs. */
export interface PostgresBinaries {
  readonly initdb: string
  readonly pgCtl: string
}

const DEFAULT_BIN_DIR = "/usr/lib/postgresql/15/bin"

/**
 * Finds `initdb` and `pg_ctl` in `binDir`, else `$PG_BIN`, else Debian's PostgreSQL 15 folder.
 * Throws one line saying how to install them when they are missing.
 *
 * @example
 * const { initdb, pgCtl } = findPostgresBinaries()
 */
export function findPostgresBinaries(binDir = process.env.PG_BIN || DEFAULT_BIN_DIR): PostgresBinaries {
  const binaries = { initdb: join(binDir, "initdb"), pgCtl: join(binDir, "pg_ctl") }
  if (!existsSync(binaries.initdb) || !existsSync(binaries.pgCtl)) {
    throw new Error(
      `PostgreSQL server binaries not found in ${binDir} (set PG_BIN to another folder); install them with: apt-get install -y postgresql`
    )
  }
  return binaries
}
