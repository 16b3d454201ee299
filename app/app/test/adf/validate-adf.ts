import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"

/** The ADF 1.0 DTD the tests hold every lead document to. */
export const ADF_DTD = fileURLToPath(new URL("./adf-1.0.dtd", import.meta.url))

/**
 * Validates an ADF document against the ADF 1.0 DTD with libxml2's `xmllint` (installed by
 * `npm test`): "" when valid, else xmllint's report naming the element that breaks it.
 *
 * @example
 * expect(await adfValidityErrors(xml)).toBe("")
 */
export function adfValidityErrors(xml: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("xmllint", ["--noout", "--nonet", "--dtdvalid", ADF_DTD, "-"], (error, _stdout, stderr) => {
      if (error === null) resolve("")
      else if (typeof error.code === "number") resolve(stderr.trim() || `xmllint exited with ${error.code}`)
      else reject(error)
    })
    child.stdin?.end(xml)
  })
}
