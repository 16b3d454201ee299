import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs"
import path from "node:path"

/** The embedded database's folder is owned by another live process (or already open in this one). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}; stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.`
    )
    this.name = "DatabaseInUseError"
  }
}

/** The lock a process holds on a folder while its embedded database is open. */
export interface OwnerLock {
  /** Gives the folder up (idempotent); leaves a lock that is no longer this one's alone. */
  release(): void
}

export const OWNER_LOCK_FILE = "owner.lock"

/** Folders this process holds: a second open of one of them in this process is refused too. */
const heldHere = new Set<string>()

const errorCode = (error: unknown): unknown => (error as NodeJS.ErrnoException | undefined)?.code

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === "EPERM"
  }
}

function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8")
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined
    throw error
  }
}

const ownerPid = (content: string): number | undefined => {
  try {
    const pid = (JSON.parse(content) as { pid?: unknown }).pid
    return typeof pid === "number" && Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** Creates `file` holding `content`, complete, or fails with EEXIST when it exists. */
function createWhole(file: string, content: string): void {
  const draft = `${file}.${process.pid}.draft`
  writeFileSync(draft, content, { flag: "w" })
  try {
    linkSync(draft, file)
  } finally {
    unlinkSync(draft)
  }
}

/**
 * Moves a stale lock (`content`, its owner dead) out of the way. If another process took it over
 * meanwhile, its live lock is put back and this one reports the folder as in use.
 */
function removeStale(file: string, content: string, dataDir: string): void {
  const aside = `${file}.${process.pid}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if (errorCode(error) === "ENOENT") return
    throw error
  }
  const moved = readLock(aside) ?? ""
  if (moved !== content) {
    try {
      linkSync(aside, file)
    } catch {
      // Yet another process holds the folder now; either way it is not this one's.
    }
    unlinkSync(aside)
    throw new DatabaseInUseError(dataDir, ownerPid(moved) ?? 0)
  }
  unlinkSync(aside)
}

/**
 * The live process that owns an embedded database's folder, if any: the pid its `owner.lock`
 * names while that process runs (a lock left by a dead process names no owner).
 *
 * @example
 * databaseOwner(".data/pglite") // 1234 while the site runs, undefined once it stopped
 */
export function databaseOwner(folder: string): number | undefined {
  const content = readLock(path.join(path.resolve(folder), OWNER_LOCK_FILE))
  const pid = content === undefined ? undefined : ownerPid(content)
  return pid !== undefined && isAlive(pid) ? pid : undefined
}

/**
 * Takes the exclusive owner lock of an embedded database's folder (which must exist): the file
 * `owner.lock` holding this process's pid and start time, created only if missing. A lock whose
 * process is dead (after a crash or kill -9) is taken over; a live owner's, or this process's own
 * while open, is refused with a `DatabaseInUseError`. Released by `release` and, best-effort, when
 * the process exits.
 *
 * @example
 * const lock = takeOwnerLock(".data/pglite") // throws DatabaseInUseError when owned
 * lock.release()
 */
export function takeOwnerLock(folder: string): OwnerLock {
  const dataDir = path.resolve(folder)
  if (heldHere.has(dataDir)) throw new DatabaseInUseError(dataDir, process.pid)
  const file = path.join(dataDir, OWNER_LOCK_FILE)
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString() })
  for (let attempt = 0; ; attempt++) {
    try {
      createWhole(file, content)
      break
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error
    }
    const existing = readLock(file)
    if (existing === undefined) continue
    const pid = ownerPid(existing)
    // This process's pid on a lock it does not hold: a previous run's, e.g. a restarted container's pid 1.
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(dataDir, pid)
    if (attempt >= 3) throw new DatabaseInUseError(dataDir, pid ?? 0)
    removeStale(file, existing, dataDir)
  }
  heldHere.add(dataDir)
  const releaseOnExit = () => release()
  process.once("exit", releaseOnExit)
  let released = false
  function release(): void {
    if (released) return
    released = true
    process.removeListener("exit", releaseOnExit)
    heldHere.delete(dataDir)
    try {
      if (readLock(file) === content) unlinkSync(file)
    } catch {
      // Best effort: a lock left behind names a dead process and is taken over.
    }
  }
  return { release }
}
