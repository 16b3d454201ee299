import type { Violation } from "./workspace-model.ts"

/** An import from one workspace package to another, with one file that makes it. */
export interface PackageEdge {
  readonly from: string
  readonly to: string
  readonly file: string
  readonly specifier: string
}

// The shortest way back to `start` through packages named after it, so each cycle is found once,
// from its alphabetically first package.
function shortestCycle(start: string, edges: ReadonlyArray<PackageEdge>): ReadonlyArray<PackageEdge> | null {
  const reachedBy = new Map<string, PackageEdge>()
  let frontier = [start]
  while (frontier.length > 0) {
    const next: string[] = []
    for (const node of frontier) {
      for (const edge of edges.filter((candidate) => candidate.from === node && candidate.to >= start)) {
        if (edge.to === start) {
          const path = [edge]
          for (let back = reachedBy.get(node); back; back = reachedBy.get(back.from)) path.unshift(back)
          return path
        }
        if (!reachedBy.has(edge.to)) {
          reachedBy.set(edge.to, edge)
          next.push(edge.to)
        }
      }
    }
    frontier = next
  }
  return null
}

/**
 * Import cycles between packages, each reported at its first import with the whole loop.
 *
 * @example
 * packageCycles([{ from: "a", to: "b", ... }, { from: "b", to: "a", ... }])
 * // [{ file, specifier, reason: "import cycle between packages: a -> b -> a (...)" }]
 */
export function packageCycles(edges: ReadonlyArray<PackageEdge>): ReadonlyArray<Violation> {
  const names = [...new Set(edges.map((edge) => edge.from))].sort()
  return names.flatMap((start) => {
    const cycle = shortestCycle(start, edges)
    const first = cycle?.[0]
    if (!cycle || !first) return []
    const loop = [start, ...cycle.map((edge) => edge.to)].join(" -> ")
    const via = cycle.map((edge) => `${edge.file} imports "${edge.specifier}"`).join("; ")
    return [{ file: first.file, specifier: first.specifier, reason: `import cycle between packages: ${loop} (${via})` }]
  })
}
