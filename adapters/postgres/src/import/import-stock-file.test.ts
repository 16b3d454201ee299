import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { testCar, testTenant } from "../../test/builders.ts"
import { onEveryTarget } from "../../test/every-target.ts"
import type { Database } from "../database.ts"
import { createStockRepository } from "../stock-repository.ts"
import { createTenantRepository } from "../tenant-repository.ts"
import { formatImportReport } from "./import-report-lines.ts"
import { importStockFile } from "./import-stock-file.ts"
import { StockFileError } from "./stock-file-rows.ts"

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

async function stockFiles(): Promise<{ json: string; csv: string; folder: string }> {
  const folder = await mkdtemp(join(tmpdir(), "dealer-import-"))
  folders.push(folder)
  const json = join(folder, "stock.json")
  await writeFile(
    json,
    JSON.stringify([
      testCar(1),
      { ...testCar(2), year: "soon", images: [{ thumb_url: "x" }] },
      testCar(3, { make: "Kia", model: "Sportage" }),
      { ...testCar(4), price: undefined, extra_field: 1 },
      testCar(1, { price: 1 })
    ])
  )
  const csv = join(folder, "stock.csv")
  await writeFile(
    csv,
    [
      "id,slug,year,make,model,car_type,status,price,km,created_at,stocknum,images,prcie",
      '10,2020-kia-cerato-10,2020,Kia,Cerato,used,in_stock,18990,61000,2024-05-01T10:00:00Z,00123,"[{""image_url"":""https://img/10.jpg""}]",1',
      "11,2020-kia-cerato-11,1850,Kia,Cerato,used,in_stock,18990,61000,2024-05-01T10:00:00Z,,,",
      '12,2022-mg-zs-12,2022,MG,"ZS, Excite",new,coming_soon,27990,10,2024-05-02T10:00:00Z,,,',
      "13,2021-toyota-corolla-1,2021,Toyota,Corolla,used,in_stock,25990,42000,2024-05-01T10:00:00Z,,,"
    ].join("\r\n")
  )
  return { json, csv, folder }
}

async function withTenant(db: Database) {
  await createTenantRepository(db).insertIfMissing(testTenant("acme"))
  return db
}

onEveryTarget(({ fresh }) => {
  describe("importStockFile", () => {
    it("imports the good rows of a JSON file, names each bad row's fields, and changes nothing the second time", async () => {
      const db = await withTenant(await fresh())
      const { json } = await stockFiles()

      const report = await importStockFile(db, { file: json, tenantSlug: "acme" })
      expect(formatImportReport(report)).toEqual([
        'row 2: year: Expected number, got "soon"; images[0].image_url: Missing key',
        "row 4: price: Missing key",
        "row 5: id: same id as row 1",
        "ignored fields that Car does not have: extra_field",
        "Imported 2 of 5 rows from stock.json into acme (3 rejected): 2 changed (2 added, 0 updated), 0 unchanged"
      ])
      expect(await createStockRepository(db).listByTenant("acme")).toEqual([
        testCar(1),
        testCar(3, { make: "Kia", model: "Sportage" })
      ])

      const again = await importStockFile(db, { file: json, tenantSlug: "acme" })
      expect(formatImportReport(again).at(-1)).toBe(
        "Imported 2 of 5 rows from stock.json into acme (3 rejected): 0 changed (0 added, 0 updated), 2 unchanged"
      )
    })

    it("imports a CSV file with JSON cells, and refuses a slug another stored car has", async () => {
      const db = await withTenant(await fresh())
      const stock = createStockRepository(db)
      await stock.save("acme", [testCar(1)])
      const { csv } = await stockFiles()

      const report = await importStockFile(db, { file: csv, tenantSlug: "acme" })
      expect(formatImportReport(report)).toEqual([
        "row 2: year: Expected a value between 1900 and 2100, got 1850",
        "row 4: slug: already used by stored car 1",
        "ignored fields that Car does not have: prcie",
        "Imported 2 of 4 rows from stock.csv into acme (2 rejected): 2 changed (2 added, 0 updated), 0 unchanged"
      ])
      expect(await stock.findById("acme", 10)).toEqual({
        id: 10,
        slug: "2020-kia-cerato-10",
        year: 2020,
        make: "Kia",
        model: "Cerato",
        car_type: "used",
        status: "in_stock",
        price: 18990,
        km: 61000,
        created_at: "2024-05-01T10:00:00Z",
        stocknum: "00123",
        images: [{ image_url: "https://img/10.jpg" }]
      })
      expect((await stock.findById("acme", 12))?.model).toBe("ZS, Excite")

      const again = await importStockFile(db, { file: csv, tenantSlug: "acme" })
      expect(again.saved).toEqual({ added: 0, updated: 0, unchanged: 2 })
    })

    it("stores nothing for an unknown tenant, an unreadable file or a file of another kind", async () => {
      const db = await fresh()
      const { json, folder } = await stockFiles()
      await expect(importStockFile(db, { file: json, tenantSlug: "acme" })).rejects.toThrow(
        new StockFileError('Unknown tenant "acme": start the app once to store the fixture tenants, or check the slug')
      )
      await withTenant(db)
      await expect(importStockFile(db, { file: join(folder, "missing.json"), tenantSlug: "acme" })).rejects.toThrow(
        /Cannot read .*missing\.json: ENOENT/
      )
      const text = join(folder, "stock.txt")
      await writeFile(text, "id\n1\n")
      await expect(importStockFile(db, { file: text, tenantSlug: "acme" })).rejects.toThrow(
        /must end in \.json or \.csv/
      )
      const broken = join(folder, "broken.json")
      await writeFile(broken, '{"cars": 3}')
      await expect(importStockFile(db, { file: broken, tenantSlug: "acme" })).rejects.toThrow(
        /an object with a "cars" array/
      )
      expect(await createStockRepository(db).countByTenant("acme")).toBe(0)
    })

    it("stores dealer comments sent as HTML as text, without their scripts", async () => {
      const db = await withTenant(await fresh())
      const { folder } = await stockFiles()
      const file = join(folder, "html-comments.json")
      await writeFile(
        file,
        JSON.stringify([
          testCar(20, { dealercomments: '<p>One owner.</p><script>window.hacked = 1</script><ul><li>Log books</li></ul>' }),
          testCar(21, { dealercomments: "Plain text & no markup" })
        ])
      )
      await importStockFile(db, { file, tenantSlug: "acme" })
      const stock = createStockRepository(db)
      expect((await stock.findById("acme", 20))?.dealercomments).toBe("One owner.\n• Log books")
      expect((await stock.findById("acme", 21))?.dealercomments).toBe("Plain text & no markup")
    })
  })
})
