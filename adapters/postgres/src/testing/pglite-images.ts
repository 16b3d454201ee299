import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { migrate } from "../migrate.ts"
import { openPGliteDatabase } from "../pglite-database.ts"

/** Files holding two PGlite images: a new cluster, and one with every migration applied. */
export interface PGliteImageFiles {
  readonly blank: string
  readonly migrated: string
}

const save = async (path: string, image: Blob) => writeFile(path, new Uint8Array(await image.arrayBuffer()))

/**
 * Makes both images once for a whole test run (initdb and the migrations are the slow part of a
 * new PGlite database), and a way to delete them.
 *
 * @example
 * const { files, remove } = await writePGliteImages()
 */
export async function writePGliteImages(): Promise<{ files: PGliteImageFiles; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), "dealer-images-"))
  const files = { blank: join(folder, "blank.tar"), migrated: join(folder, "migrated.tar") }
  const pglite = await PGlite.create()
  const blank = await pglite.dumpDataDir("none")
  await pglite.close()
  await save(files.blank, blank)
  const db = await openPGliteDatabase({ image: blank })
  await migrate(db)
  await save(files.migrated, await db.dumpImage())
  await db.close()
  return { files, remove: () => rm(folder, { recursive: true, force: true }) }
}

/**
 * An image written by `writePGliteImages`, to start a database from.
 *
 * @example
 * const db = await openPGliteDatabase({ image: await readPGliteImage(files.migrated) })
 */
export async function readPGliteImage(path: string): Promise<Blob> {
  return new Blob([await readFile(path)])
}
