import { arch, availableParallelism, cpus, platform, totalmem } from "node:os"

/** What the figures were measured on, so runs on different machines can be compared. */
export function machineDescription(): string {
  const processors = cpus()
  const model = processors[0]?.model.trim() ?? "unknown CPU"
  return [
    `node ${process.version} on ${platform()} ${arch()}`,
    `cpu  ${model}, ${processors.length} cores (${availableParallelism()} available)`,
    `mem  ${(totalmem() / 2 ** 30).toFixed(1)} GiB`
  ].join("\n")
}
