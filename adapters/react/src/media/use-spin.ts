import { connectSpin, spinMachine, type SpinApi } from "@dealer/core/media"
import { useMachine } from "@xstate/react"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The spin viewer flow: auto-rotates every 100 ms until the shopper interacts, then turns one frame
 * per 20 px dragged.
 *
 * @example
 * const spin = useSpin(car.spin_images.length)
 * <img src={car.spin_images[spin.frame]} onPointerDown={(event) => spin.startDrag(event.clientX)} />
 */
export function useSpin(frameCount: number): SpinApi {
  const { texts } = useTenant()
  const [snapshot, send] = useMachine(spinMachine, { input: { frameCount, texts } })
  return connectSpin(snapshot, send)
}
