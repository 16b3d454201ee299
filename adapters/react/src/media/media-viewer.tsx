import type { ViewerApi, ViewerMode } from "@dealer/core/media"
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react"

const TAB_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

/**
 * The vehicle media viewer: a tab list (Spin, Walkaround, Gallery, Interior, as far as the car has
 * them; arrow keys move between tabs), the panel of the selected mode, and a fullscreen toggle
 * (Escape leaves fullscreen). What each mode shows is the caller's `renderMode`.
 *
 * @example
 * <MediaViewer viewer={useViewer(car)} renderMode={(mode) => (mode === "gallery" ? <CarGallery car={car} /> : ...)} />
 */
export function MediaViewer({
  viewer,
  renderMode,
  className
}: {
  readonly viewer: ViewerApi
  readonly renderMode: (mode: ViewerMode) => ReactNode
  readonly className?: string
}) {
  const id = useId()
  const tabList = useRef<HTMLDivElement>(null)
  // Keyboard focus follows the selected tab, as the tabs pattern expects.
  useEffect(() => {
    const list = tabList.current
    if (list?.contains(document.activeElement)) list.querySelector<HTMLElement>('[aria-selected="true"]')?.focus()
  }, [viewer.mode])
  const onTabKey = (event: KeyboardEvent) => {
    const step = TAB_STEPS[event.key]
    if (step === undefined) return
    event.preventDefault()
    viewer.selectAdjacentMode(step)
  }
  return (
    <div
      className={className}
      data-fullscreen={viewer.fullscreen || undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape" && viewer.fullscreen) viewer.closeFullscreen()
      }}
    >
      <div role="tablist" aria-label={viewer.tabsLabel} ref={tabList}>
        {viewer.tabs.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={`${id}-${tab.mode}`}
            aria-selected={tab.selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.selected ? 0 : -1}
            onClick={() => viewer.selectMode(tab.mode)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <button type="button" onClick={viewer.toggleFullscreen}>
        {viewer.fullscreenLabel}
      </button>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${viewer.mode}`}>
        {renderMode(viewer.mode)}
      </div>
    </div>
  )
}
