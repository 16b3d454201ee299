import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const repoDir = path.resolve(appDir, "..")

/** A port nothing listens on now, for a server this process is about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with ${server.exitCode}:\n${output()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The app did not answer ${url} within 120 s:\n${output()}`)
}

export interface RunningApp {
  readonly port: number
  /** The embedded database's folder. */
  readonly dataDir: string
  /** Stops the server (SIGTERM) and waits for it; removes the data folder if this call made it. */
  readonly stop: () => Promise<void>
  /** Kills the server at once (SIGKILL, as a crash would), keeping the data folder. */
  readonly crash: () => Promise<void>
  /** What the server printed so far. */
  readonly output: () => string
}

/** Builds the app as `npm start` does. */
export function buildApp(): void {
  const result = spawnSync("npm", ["run", "build"], { cwd: repoDir, stdio: "pipe", encoding: "utf8" })
  if (result.status !== 0) throw new Error(`The app build failed:\n${result.stdout}\n${result.stderr}`)
}

export interface StartOptions {
  /** Serve this data folder (kept after stop); a fresh temporary one otherwise. */
  readonly dataDir?: string
  /** Listen on this port; a free one otherwise. */
  readonly port?: number
}

/** Resolves once no process of the group is left (at most 10 s; the server's own shutdown takes up to 5 s). */
async function groupGone(groupId: number): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    try {
      process.kill(-groupId, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Serves the built app the way `npm start` does, on a free port and a fresh embedded database
 * (or the given ones), and waits until it answers.
 */
export async function startApp(
  env: Readonly<Record<string, string>> = {},
  options: StartOptions = {}
): Promise<RunningApp> {
  const port = options.port ?? (await freePort())
  const ownsData = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "dealer-e2e-"))
  let log = ""
  const server = spawn("npm", ["run", "serve"], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true
  })
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  const signal = async (name: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once("exit", resolve))
      process.kill(-server.pid, name)
      await exited
    }
    // npm may exit before the server it started: wait until the whole group is gone, so the
    // embedded database's owner lock is released before anyone opens the folder again.
    if (server.pid) await groupGone(server.pid)
  }
  const stop = async () => {
    await signal("SIGTERM")
    if (ownsData) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilServing(`http://localhost:${port}/search/new-used-and-demo-cars`, server, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, dataDir, stop, crash: () => signal("SIGKILL"), output: () => log }
}
