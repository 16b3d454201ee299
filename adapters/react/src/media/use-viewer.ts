import { connectViewer, viewerMachine, type ViewerApi, type ViewerMedia } from "@dealer/core/media"
import { useMachine } from "@xstate/react"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The media viewer flow for one car: its tabs (only modes the car has) opening on the tenant's
 * default, and its fullscreen state.
 *
 * @example
 * const viewer = useViewer(car)
 * viewer.tabs.map((tab) => <button onClick={() => viewer.selectMode(tab.mode)}>{tab.label}</button>)
 */
export function useViewer(media: ViewerMedia): ViewerApi {
  const tenant = useTenant()
  const [snapshot, send] = useMachine(viewerMachine, {
    input: { media, defaultMode: tenant.media.default_viewer_mode, texts: tenant.texts }
  })
  return connectViewer(snapshot, send)
}
