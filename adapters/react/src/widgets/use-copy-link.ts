import { connectCopyLink, copyLinkMachine, type CopyLinkApi } from "@dealer/core/share"
import { useMachine } from "@xstate/react"
import { useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { useShowToast } from "./toast-provider.tsx"

export interface CopyLinkServices {
  /** Writes the text to the clipboard; the browser's clipboard by default. */
  readonly copy?: (text: string) => Promise<void>
}

const browserClipboard = (text: string) => navigator.clipboard.writeText(text)

/**
 * The copy-link button of a page: copies the page's absolute link (built from the tenant's site
 * URL), reads 'Copied' for 1.5 s and sends the 3 s toast to the page's `ToastProvider`.
 *
 * @example
 * const copyLink = useCopyLink({ path: car.path, carName: car.name })
 * <CopyLinkButton copyLink={copyLink} />
 */
export function useCopyLink(
  input: { readonly path: string; readonly carName: string },
  services: CopyLinkServices = {}
): CopyLinkApi {
  const { url, texts } = useTenant()
  const [machine] = useState(() =>
    copyLinkMachine.provide({
      actors: { copy: fromPromise(({ input: { text } }) => (services.copy ?? browserClipboard)(text)) }
    })
  )
  const [snapshot, send, actorRef] = useMachine(machine, { input: { ...input, siteUrl: url, texts } })
  const showToast = useShowToast()
  useEffect(() => {
    const subscription = actorRef.on("toast", ({ toast }) => showToast(toast))
    return () => subscription.unsubscribe()
  }, [actorRef, showToast])
  return connectCopyLink(snapshot, send)
}
