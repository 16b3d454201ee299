import type { CarHotspot } from "@dealer/core"

/**
 * Marks the hotspots placed on the frame on show (`frame` null for a still view): each a button
 * at its position (percentages) that tells its title and description.
 */
export function HotspotLayer({ hotspots, frame }: { readonly hotspots: ReadonlyArray<CarHotspot>; readonly frame: number | null }) {
  const placed = hotspots.flatMap((hotspot, index) => {
    const position = hotspot.positions.find((candidate) => frame === null || (candidate.frame ?? 0) === frame)
    return position ? [{ hotspot, position, key: hotspot.id ?? index }] : []
  })
  if (placed.length === 0) return null
  return (
    <ul className="hotspots">
      {placed.map(({ hotspot, position, key }) => (
        <li key={key} style={{ left: `${position.x}%`, top: `${position.y}%` }}>
          <details className="hotspot">
            <summary aria-label={hotspot.title ?? undefined}>+</summary>
            {hotspot.title ? <strong>{hotspot.title}</strong> : null}
            {hotspot.description ? <p>{hotspot.description}</p> : null}
          </details>
        </li>
      ))}
    </ul>
  )
}
