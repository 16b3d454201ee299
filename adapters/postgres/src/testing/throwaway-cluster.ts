import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { freePort } from "./free-port.ts"
import { findPostgresBinaries } from "./postgres-binaries.ts"
import { handOver, runProgram } from "./run-program.ts"

/** A running throwaway PostgreSQL server and the URL of its one database. */
export interface ThrowawayCluster {
  readonly url: string
  /** Stops the server at once and deletes its folder; calling it again does nothing. */
  readonly stop: () => Promise<void>
  /** Stops the server at once (as a crash would), keeping its data, for an outage. */
  readonly halt: () => Promise<void>
  /** Starts the halted server again on the same port and data; it recovers what was committed. */
  readonly resume: () => Promise<void>
}

/**
 * Starts a PostgreSQL server in a new temporary folder, listening on a free port of 127.0.0.1
 * (its unix socket stays in that folder), and creates one database. For tests: no durability.
 *
 * @example
 * const cluster = await startThrowawayCluster()
 * const db = await openDatabase({ url: cluster.url })
 * await db.close()
 * await cluster.stop()
 */
export async function startThrowawayCluster(options: { database?: string } = {}): Promise<ThrowawayCluster> {
  const { initdb, pgCtl } = findPostgresBinaries()
  const dir = await mkdtemp(join(tmpdir(), "dealer-pg-"))
  const dataDir = join(dir, "data")
  const logFile = join(dir, "server.log")
  let started = false
  const stop = async () => {
    if (started) await runProgram(pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w"], { cwd: dir })
    started = false
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await handOver(dir)
    await runProgram(initdb, ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"], {
      cwd: dir
    })
    const port = await freePort()
    // Without fsync only an operating-system crash could lose commits; a killed server cannot.
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`
    const start = async () => {
      started = true
      await runProgram(pgCtl, ["start", "-D", dataDir, "-l", logFile, "-w", "-o", serverOptions], { cwd: dir })
    }
    const halt = async () => {
      if (started) await runProgram(pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w"], { cwd: dir })
      started = false
    }
    await start()
    const database = options.database ?? "dealer_test"
    await createDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, database)
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop, halt, resume: start }
  } catch (error) {
    const log = await readFile(logFile, "utf8").catch(() => "")
    await stop().catch(() => {})
    throw new Error(`Could not start a throwaway PostgreSQL: ${String(error)}${log ? `\n${log}` : ""}`)
  }
}

/**
 * Creates a new, empty database on the server that `serverUrl` points to and returns its URL:
 * tests share one server and keep apart by database.
 *
 * @example
 * const url = await createDatabase(cluster.url, "dealer_checkout")
 */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
