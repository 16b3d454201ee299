import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, inject, it } from "vitest"
import { openDatabase } from "./open-database.ts"

describe("openDatabase", () => {
  const folders: string[] = []
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

  it("uses the PostgreSQL server when given a URL, and migrates it", async () => {
    const db = await openDatabase({ url: inject("postgresUrl"), dataDir: "/nonexistent/ignored" })
    try {
      expect(db.kind).toBe("postgres")
      expect(await db.query("SELECT 1 FROM schema_migrations")).not.toHaveLength(0)
    } finally {
      await db.close()
    }
  })

  it("creates a missing data folder for PGlite, also when the URL is empty", async () => {
    const folder = await mkdtemp(join(tmpdir(), "dealer-open-"))
    folders.push(folder)
    const dataDir = join(folder, "nested", "pglite")
    const db = await openDatabase({ url: "", dataDir })
    try {
      expect(db.kind).toBe("pglite")
      expect(await readdir(dataDir)).toContain("PG_VERSION")
    } finally {
      await db.close()
    }
  })

  it("keeps data in memory when given neither", async () => {
    const db = await openDatabase()
    try {
      expect(db.kind).toBe("pglite")
      expect(await db.query<{ count: number }>("SELECT count(*)::integer AS count FROM stock")).toEqual([{ count: 0 }])
    } finally {
      await db.close()
    }
  })
})
