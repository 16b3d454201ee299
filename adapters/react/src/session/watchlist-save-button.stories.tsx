import type { ReactNode } from "react"
import type { ShopperSession, WatchlistCallResponse } from "@dealer/core/session"
import type { Story } from "@ladle/react"
import { never, StoryPage, useOnMount } from "../widgets/test/story-page.tsx"
import { useWatchlist, type WatchlistServices } from "./use-watchlist.ts"
import { WatchlistSaveButton } from "./watchlist-save-button.tsx"

const signedIn: ShopperSession = { user: { id: 1, phone: "0412345678" }, plugins: null }
const hilux = { id: 7, name: "2022 Toyota Hilux SR5", available: true }
const ok = async (): Promise<WatchlistCallResponse> => ({ success: true, message: null })
const quiet = { alert: () => undefined, navigate: () => undefined }

function Save(props: {
  readonly session?: ShopperSession
  readonly saved?: boolean
  readonly available?: boolean
  readonly services?: WatchlistServices
  readonly pressOnMount?: boolean
}) {
  const watchlist = useWatchlist(
    {
      session: props.session ?? signedIn,
      currentPage: "/cars/2022-toyota-hilux",
      entries: props.saved ? [{ id: hilux.id }] : [],
      watchlistHref: "/watchlist"
    },
    props.services ?? { saveCar: ok, removeCar: ok, ...quiet }
  )
  const control = watchlist.control({ ...hilux, available: props.available ?? true })
  useOnMount(() => {
    if (props.pressOnMount) control.toggle()
  })
  return (
    <>
      <WatchlistSaveButton control={control} className="button" />
      {watchlist.redirectTo && <p>Redirecting to {watchlist.redirectTo}</p>}
      {watchlist.error && <p>Alerted: {watchlist.error}</p>}
    </>
  )
}

const page = (save: ReactNode) => <StoryPage>{save}</StoryPage>

export const NotSaved: Story = () => page(<Save />)
export const Saved: Story = () => page(<Save saved />)
export const Saving: Story = () => page(<Save services={{ saveCar: never, removeCar: never, ...quiet }} pressOnMount />)
export const SavedWithToast: Story = () => page(<Save pressOnMount />)
export const RemovedWithToast: Story = () => page(<Save saved pressOnMount />)
export const FailureRolledBack: Story = () =>
  page(
    <Save
      services={{ saveCar: () => Promise.reject(new Error("Network request failed")), removeCar: ok, ...quiet }}
      pressOnMount
    />
  )
export const SignedOutGoesToSignIn: Story = () => page(<Save session={{ user: null, plugins: null }} pressOnMount />)
export const SoldAndNotSavedIsHidden: Story = () => page(<Save available={false} />)
export const SoldButSavedCanBeRemoved: Story = () => page(<Save available={false} saved />)
