import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { findPostgresBinaries } from "./postgres-binaries.ts"

describe("findPostgresBinaries", () => {
  it("fails with one line saying how to install the server when the folder lacks it", () => {
    expect(() => findPostgresBinaries("/nonexistent/postgresql/bin")).toThrow(
      /^[^\n]*\/nonexistent\/postgresql\/bin[^\n]*apt-get install -y postgresql$/
    )
  })

  it("names both programs inside the folder it is given", () => {
    const bin = process.env.PG_BIN || "/usr/lib/postgresql/15/bin"
    expect(findPostgresBinaries(bin)).toEqual({ initdb: join(bin, "initdb"), pgCtl: join(bin, "pg_ctl") })
  })
})
