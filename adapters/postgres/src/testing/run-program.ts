import { execFile } from "node:child_process"

const asRoot = process.getuid?.() === 0

/**
 * Runs a program and resolves with its standard output; rejects with its standard error.
 * As root, runs it as the `postgres` system user, because the server programs refuse root.
 *
 * @example
 * await runProgram("/usr/lib/postgresql/15/bin/pg_ctl", ["status", "-D", dataDir], { cwd: dir })
 */
export function runProgram(program: string, args: ReadonlyArray<string>, options: { cwd: string }): Promise<string> {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, [...args]]
  return new Promise((resolve, reject) => {
    execFile(file, argv, { cwd: options.cwd }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${program} ${args[0] ?? ""} failed: ${stderr.trim() || error.message}`))
      else resolve(stdout)
    })
  })
}

/**
 * Lets the user that `runProgram` runs as own a folder (a no-op unless running as root).
 *
 * @example
 * await handOver(dir)
 */
export async function handOver(dir: string): Promise<void> {
  if (!asRoot) return
  await new Promise<void>((resolve, reject) =>
    execFile("chown", ["-R", "postgres:", dir], (error) => (error ? reject(error) : resolve()))
  )
}
