/**
 * A process that owns an embedded database, for the owner lock's tests: opens the folder given as
 * the first argument (already migrated or not, no migrations run), stores the second argument in
 * table `held`, prints `ready` and waits until killed.
 */
import { openDatabase } from "../src/open-database.ts"

const [dataDir, note] = process.argv.slice(2)
const db = await openDatabase({ dataDir, migrate: false })
await db.exec("CREATE TABLE IF NOT EXISTS held (note text NOT NULL)")
await db.query("INSERT INTO held (note) VALUES ($1)", [note ?? ""])
console.log("ready")
setInterval(() => {}, 60_000)
