import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createOneTimeCodeRepository } from "./one-time-code-repository.ts"

const PHONE = "0412345678"
const attempt = (code: string, minutes: number, maxAttempts = 3) => ({
  tenantSlug: "acme",
  phone: PHONE,
  code,
  now: at(minutes),
  maxAttempts
})

onEveryTarget(({ fresh }) => {
  describe("one-time codes", () => {
    it("verifies the right code once", async () => {
      const codes = createOneTimeCodeRepository(await fresh())
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })

      expect(await codes.verify(attempt("482913", 1))).toEqual({ kind: "verified" })
      expect(await codes.verify(attempt("482913", 2))).toEqual({ kind: "missing" })
    })

    it("counts wrong tries and locks the code after the last one, even for the right code", async () => {
      const codes = createOneTimeCodeRepository(await fresh())
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })

      expect(await codes.verify(attempt("000000", 1))).toEqual({ kind: "wrong", attemptsLeft: 2 })
      expect(await codes.verify(attempt("111111", 1))).toEqual({ kind: "wrong", attemptsLeft: 1 })
      expect(await codes.verify(attempt("222222", 1))).toEqual({ kind: "wrong", attemptsLeft: 0 })
      expect(await codes.verify(attempt("482913", 2))).toEqual({ kind: "locked" })
    })

    it("never lets parallel guesses pass the limit", async () => {
      const codes = createOneTimeCodeRepository(await fresh())
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, index) => codes.verify(attempt(String(100000 + index), 1, 5)))
      )
      expect(guesses.filter((result) => result.kind === "wrong")).toHaveLength(5)
      expect(guesses.filter((result) => result.kind === "locked")).toHaveLength(7)
      expect(await codes.verify(attempt("482913", 1, 5))).toEqual({ kind: "locked" })
    })

    it("refuses an expired code, and a new code replaces the old one and its count", async () => {
      const codes = createOneTimeCodeRepository(await fresh())
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })
      expect(await codes.verify(attempt("482913", 10))).toEqual({ kind: "expired" })
      expect(await codes.verify(attempt("482913", 11))).toEqual({ kind: "missing" })

      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "111111", now: at(20), expiresAt: at(30) })
      await codes.verify(attempt("000000", 21))
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "222222", now: at(22), expiresAt: at(32) })
      expect(await codes.verify(attempt("111111", 23))).toEqual({ kind: "wrong", attemptsLeft: 2 })
      expect(await codes.verify(attempt("222222", 23))).toEqual({ kind: "verified" })
    })

    it("keeps codes apart by tenant and phone", async () => {
      const codes = createOneTimeCodeRepository(await fresh())
      await codes.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })
      expect(await codes.verify({ ...attempt("482913", 1), tenantSlug: "zenith" })).toEqual({ kind: "missing" })
      expect(await codes.verify({ ...attempt("482913", 1), phone: "0499999999" })).toEqual({ kind: "missing" })
    })

    it("stores neither the phone nor the code in plain text, and hashes by the secret when given one", async () => {
      const db = await fresh()
      await createOneTimeCodeRepository(db).issue({
        tenantSlug: "acme",
        phone: PHONE,
        code: "482913",
        now: at(0),
        expiresAt: at(10)
      })
      const plain = JSON.stringify(await db.query("SELECT * FROM one_time_codes"))
      expect(plain).not.toContain(PHONE)
      expect(plain).not.toContain("482913")

      const keyed = createOneTimeCodeRepository(db, { secret: "server secret" })
      expect(await keyed.verify(attempt("482913", 1))).toEqual({ kind: "missing" })
      await keyed.issue({ tenantSlug: "acme", phone: PHONE, code: "482913", now: at(0), expiresAt: at(10) })
      expect(await createOneTimeCodeRepository(db, { secret: "other secret" }).verify(attempt("482913", 1))).toEqual({
        kind: "missing"
      })
      expect(await keyed.verify(attempt("482913", 1))).toEqual({ kind: "verified" })
    })
  })
})
