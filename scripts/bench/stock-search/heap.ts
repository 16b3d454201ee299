import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

setFlagsFromString("--expose-gc")
const collect = runInNewContext("gc") as () => void

/** Heap in use after a full collection, in bytes, so a build's retained memory can be told apart. */
export function settledHeap(): number {
  collect()
  collect()
  return process.memoryUsage().heapUsed
}
