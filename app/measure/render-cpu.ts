/**
 * Server CPU per uncached render: the site's pages and a bare React Router page, each served by
 * app/server.js with `PAGE_CACHE=off`, loaded with autocannon, the server process's CPU time read
 * from /proc before and after. Used by `npm run measure` (measure-site.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import { freePort } from "../e2e/app-server.ts"
import { siteGet } from "./site-request.ts"

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const repoDir = path.resolve(appDir, "..")
const bareDir = path.join(appDir, "measure/bare-page")
/** Linux reports a process's CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100

/** A server.js process the measure started, and its CPU time so far. */
export interface MeasuredServer {
  readonly port: number
  readonly cpuMs: () => number
  readonly stop: () => Promise<void>
}

/** User and system CPU time of a process, from /proc/<pid>/stat (fields 14 and 15). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

async function waitUntilAnswering(port: number, host: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server.js exited with ${server.exitCode}:\n${log()}`)
    try {
      if ((await siteGet(port, host, "/")).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server.js did not answer within 120 s:\n${log()}`)
}

/**
 * Serves a build with app/server.js itself (not through npm, so the process measured is the
 * server), every page rendered (`PAGE_CACHE=off`), on a fresh embedded database.
 */
export async function serveForMeasure(options: { cwd: string; buildPath: string; host: string }): Promise<MeasuredServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-cpu-"))
  let log = ""
  const server = spawn(process.execPath, [path.join(appDir, "server.js"), options.buildPath], {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: "production", PAGE_CACHE: "off", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"]
  })
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve))
      server.kill("SIGTERM")
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering(port, options.host, server, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  const pid = server.pid as number
  return { port, cpuMs: () => processCpuMs(pid), stop }
}

/** Builds the bare page (app/measure/bare-page: a root layout, one route, one loader) into its own folder. */
export function buildBarePage(): string {
  const cli = path.join(repoDir, "node_modules/.bin/react-router")
  const result = spawnSync(cli, ["build", bareDir], { cwd: bareDir, stdio: "pipe", encoding: "utf8" })
  if (result.status !== 0) throw new Error(`The bare page build failed:\n${result.stdout}\n${result.stderr}`)
  return path.join(appDir, "build-bare/server/index.js")
}

/** Serves the bare page with app/server.js, as the site is served. */
export function serveBarePage(): Promise<MeasuredServer> {
  return serveForMeasure({ cwd: bareDir, buildPath: buildBarePage(), host: "localhost" })
}

/** Serves the site's build (APP_BUILD_DIR or build) with app/server.js. */
export function serveSite(host: string): Promise<MeasuredServer> {
  const buildPath = path.join(appDir, process.env.APP_BUILD_DIR || "build", "server/index.js")
  return serveForMeasure({ cwd: appDir, buildPath, host })
}

/** Server CPU per render of one page under load, and how many answers that average is over. */
export interface RenderCpu {
  readonly cpuMsPerRender: number
  readonly renders: number
  readonly failures: number
}

function load(port: number, host: string, pagePath: string, seconds: number, connections: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${pagePath}`, connections, duration: seconds, headers: { host: `${host}:${port}` } },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  })
}

/**
 * The server's CPU time per answer of one page, loaded by `connections` clients for `seconds`
 * after a 2 s warm-up (the engine's first compilations are not counted).
 */
export async function renderCpu(
  server: MeasuredServer,
  host: string,
  pagePath: string,
  options: { seconds: number; connections: number }
): Promise<RenderCpu> {
  await load(server.port, host, pagePath, 2, options.connections)
  const before = server.cpuMs()
  const result = await load(server.port, host, pagePath, options.seconds, options.connections)
  const spent = server.cpuMs() - before
  const renders = result["2xx"]
  const failures = result.requests.total - renders + result.errors + result.timeouts
  return { cpuMsPerRender: renders === 0 ? Number.NaN : spent / renders, renders, failures }
}

/** A page's HTML and, within it, the router's data (the scripts that stream the loaders' data). */
export interface PageWeight {
  readonly htmlBytes: number
  readonly routerDataBytes: number
}

/** The size of a page's HTML (uncompressed) and of the router data scripts in it. */
export async function pageWeight(port: number, host: string, pagePath: string): Promise<PageWeight> {
  const answer = await siteGet(port, host, pagePath)
  if (answer.status !== 200) throw new Error(`${host}${pagePath} answered ${answer.status}`)
  const html = answer.body.toString("utf8")
  let routerDataBytes = 0
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] as string
    if (body.includes("streamController.enqueue(")) routerDataBytes += Buffer.byteLength(body)
  }
  return { htmlBytes: answer.body.length, routerDataBytes }
}
