import { spawn, type ChildProcess } from "node:child_process"
import { mkdtemp, readdir, rm, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, describe, expect, inject, it } from "vitest"
import { readPGliteImage } from "./testing/pglite-images.ts"
import { openDatabase } from "./open-database.ts"
import { DatabaseInUseError } from "./owner-lock.ts"
import { openPGliteDatabase } from "./pglite-database.ts"

const repoDir = resolve(import.meta.dirname, "../../..")
const holder = resolve(import.meta.dirname, "../test/hold-database.ts")

/** A `node` process that opens `dataDir`, stores `note` and waits; resolves once it is ready. */
async function holdDatabase(dataDir: string, note: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", holder, dataDir, note], {
    cwd: repoDir,
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  await new Promise<void>((ready, failed) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("ready")) ready()
    })
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => failed(new Error(`the holder exited (${code}): ${output}`)))
  })
  return child
}

const killed = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once("exit", done))
  child.kill("SIGKILL")
  await exited
}

/** Every file of a folder with its size and modification time. */
async function snapshot(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  const described = await Promise.all(
    files.map(async (file) => {
      const { size, mtimeMs } = await stat(file)
      return `${file} ${size} ${mtimeMs}`
    })
  )
  return described.sort()
}

describe("the owner lock of an embedded database's folder", () => {
  const folders: string[] = []
  const children: ChildProcess[] = []
  afterAll(async () => {
    await Promise.all(children.map(killed))
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  })

  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), "dealer-owner-"))
    folders.push(folder)
    return join(folder, "pglite")
  }

  it("refuses a folder a live process owns, unchanged; takes it over once that process is killed, its data kept", async () => {
    const dataDir = await newFolder()
    const seeded = await openPGliteDatabase({ dataDir, image: await readPGliteImage(inject("pgliteImages").blank) })
    await seeded.close()

    const child = await holdDatabase(dataDir, "stored by the owner")
    children.push(child)
    const before = await snapshot(dataDir)
    const refused = openDatabase({ dataDir, migrate: false })
    await expect(refused).rejects.toThrow(DatabaseInUseError)
    await expect(refused).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by process ${child.pid}; stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.`
    )
    expect(await snapshot(dataDir)).toEqual(before)

    await killed(child)
    const db = await openDatabase({ dataDir, migrate: false })
    try {
      expect(await db.query("SELECT note FROM held")).toEqual([{ note: "stored by the owner" }])
    } finally {
      await db.close()
    }
  })

  it("is held while open in this process too, and given up by close", async () => {
    const dataDir = await newFolder()
    const first = await openPGliteDatabase({ dataDir, image: await readPGliteImage(inject("pgliteImages").blank) })
    try {
      await expect(openPGliteDatabase({ dataDir })).rejects.toThrow(`is in use by process ${process.pid};`)
    } finally {
      await first.close()
    }
    const second = await openDatabase({ dataDir, migrate: false })
    try {
      expect(await second.query("SELECT 1 AS one")).toEqual([{ one: 1 }])
    } finally {
      await second.close()
    }
    expect(await readdir(dataDir)).not.toContain("owner.lock")
  })

  it("takes no lock on PostgreSQL: the same database opens twice at once", async () => {
    const url = inject("postgresUrl")
    const [first, second] = await Promise.all([openDatabase({ url }), openDatabase({ url, migrate: false })])
    try {
      expect(await first.query("SELECT 1 AS one")).toEqual([{ one: 1 }])
      expect(await second.query("SELECT 1 AS one")).toEqual([{ one: 1 }])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
