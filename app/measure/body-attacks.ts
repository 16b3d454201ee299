/**
 * Large request bodies against the built site (`npx tsx app/measure/body-attacks.ts` after
 * `npm run build`): chunked page posts of 40 MB (one, then four at once), a 600 MB page post, a
 * declared 600 MB Content-Length and a 1 MB chunked API body. For each it prints what the
 * attacker got (status or socket error), how many bytes it had sent by then, the longest another
 * client's page GET waited meanwhile, and how far the server's resident memory grew.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { siteGet } from "./site-request.ts"

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const HOST = "metro-motor-group.localhost"
const PAGE = "/search/new-used-and-demo-cars"
const MB = 1024 * 1024

interface Upload {
  readonly path: string
  /** Bytes the body has; sent chunked unless `declared`. */
  readonly size: number
  /** Sent as Content-Length; the body itself is not sent. */
  readonly declared?: boolean
  readonly contentType: string
}

interface UploadResult {
  readonly outcome: string
  readonly sentAtAnswer: number
}

/** Streams `upload` as fast as the socket takes it; resolves with the answer or the socket error. */
function sendUpload(port: number, upload: Upload): Promise<UploadResult> {
  return new Promise((resolve) => {
    let sent = 0
    let settled = false
    const settle = (outcome: string) => {
      if (settled) return
      settled = true
      resolve({ outcome, sentAtAnswer: sent })
      outgoing.destroy()
    }
    const headers: Record<string, string> = {
      host: `${HOST}:${port}`,
      "content-type": upload.contentType,
      origin: `http://${HOST}:${port}`,
      "sec-fetch-site": "same-origin"
    }
    if (upload.declared) headers["content-length"] = String(upload.size)
    const outgoing = request({ host: "127.0.0.1", port, path: upload.path, method: "POST", headers, agent: false }, (incoming) => {
      incoming.resume()
      settle(String(incoming.statusCode))
    })
    outgoing.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message))
    if (upload.declared) {
      outgoing.flushHeaders()
      // A server that waits for the body never answers: give up after a while.
      setTimeout(() => settle("no answer within 5 s"), 5_000).unref()
      return
    }
    // Many short fields, as a form's are: the costliest to parse.
    const chunk = Buffer.alloc(64 * 1024, "a=b&")
    const writeMore = () => {
      while (!settled && sent < upload.size) {
        sent += chunk.length
        if (!outgoing.write(chunk)) return void outgoing.once("drain", writeMore)
      }
      if (!settled) outgoing.end()
    }
    writeMore()
  })
}

/** The server's resident memory in bytes (Linux). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line?.[1] ?? 0) * 1024
}

/** GETs a page one after another until `done`, keeping the longest wait. */
async function probe(port: number, isDone: () => boolean): Promise<number> {
  let longest = 0
  while (!isDone()) {
    const started = performance.now()
    await siteGet(port, HOST, PAGE)
    longest = Math.max(longest, performance.now() - started)
  }
  return longest
}

async function attack(port: number, pid: number, name: string, uploads: ReadonlyArray<Upload>): Promise<void> {
  const before = residentBytes(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20)
  let done = false
  const started = performance.now()
  const probing = probe(port, () => done)
  const results = await Promise.all(uploads.map((upload) => sendUpload(port, upload)))
  const took = performance.now() - started
  done = true
  const longestGet = await probing
  clearInterval(sampler)
  const answers = results.map((result) => `${result.outcome} after ${(result.sentAtAnswer / MB).toFixed(2)} MB sent`).join("; ")
  console.log(
    `${name}: ${answers}; ${took.toFixed(0)} ms; page GET waited at most ${longestGet.toFixed(0)} ms; memory +${((peak - before) / MB).toFixed(0)} MB`
  )
}

const form = "application/x-www-form-urlencoded"
const port = 3900 + Math.floor(Math.random() * 90)
const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-body-attacks-"))
const server = spawn(process.execPath, ["server.js"], {
  cwd: appDir,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir },
  stdio: "ignore"
})
try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await siteGet(port, HOST, PAGE)).status === 200) break
    } catch {
      if (tries > 400) throw new Error("The site did not start")
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const pid = server.pid ?? 0
  const page40 = { path: "/sign-in", size: 40 * MB, contentType: form }
  await attack(port, pid, "one 40 MB chunked page post", [page40])
  await attack(port, pid, "four 40 MB chunked page posts at once", [page40, page40, page40, page40])
  await attack(port, pid, "one 600 MB chunked page post", [{ ...page40, size: 600 * MB }])
  await attack(port, pid, "a declared 600 MB page post", [{ ...page40, size: 600 * MB, declared: true }])
  await attack(port, pid, "a 1 MB chunked API post", [{ path: "/api/leads", size: MB, contentType: "application/json" }])
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
