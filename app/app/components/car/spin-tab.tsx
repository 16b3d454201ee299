import type { CarHotspot } from "@dealer/core"
import { SpinViewer, useSpin } from "@dealer/react"
import { HotspotLayer } from "./hotspot-layer.tsx"

/** The 360° view with the exterior hotspots of the frame on show; loaded on demand. */
export default function SpinTab({
  frames,
  hotspots
}: {
  readonly frames: ReadonlyArray<string>
  readonly hotspots: ReadonlyArray<CarHotspot>
}) {
  const spin = useSpin(frames.length)
  return (
    <div className="viewer__spin">
      <SpinViewer spin={spin} frames={frames} className="spin" />
      <HotspotLayer hotspots={hotspots} frame={spin.frame} />
    </div>
  )
}
