import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

setFlagsFromString("--expose-gc")
const collect = runInNewContext("gc") as () => void

/**
 * Memory in use after a full collection, in bytes: the JavaScript heap plus array buffers, which
 * live outside the heap (an index's typed arrays are mostly there), so a build's retained memory
 * can be told apart.
 */
export function settledMemory(): number {
  collect()
  collect()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}
