import { carouselMachine, connectCarousel, type CarouselApi } from "@dealer/core/media"
import { useMachine } from "@xstate/react"
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"

const CarouselContext = createContext<CarouselApi | null>(null)

/**
 * The carousel around the calling component. A carousel part used outside `<Carousel>` is a wiring
 * mistake, so it throws (001 section 8).
 *
 * @example
 * function Dots() { const carousel = useCarousel(); return <p>{carousel.slideLabel(carousel.index)}</p> }
 */
export function useCarousel(): CarouselApi {
  const carousel = useContext(CarouselContext)
  if (!carousel) throw new Error("useCarousel must be used within a <Carousel />")
  return carousel
}

/**
 * A carousel of `count` items, `visible` at once, starting at the first; looping when `loop`.
 * Its parts (`CarouselItem`, `CarouselPrevious`, `CarouselNext`) read it through `useCarousel`.
 *
 * @example
 * <Carousel count={cars.length} visible={3} label="Similar cars">
 *   <CarouselContent>
 *     {cars.map((car, index) => <CarouselItem key={car.id} index={index}><CarCard car={car} /></CarouselItem>)}
 *   </CarouselContent>
 *   <CarouselPrevious /><CarouselNext />
 * </Carousel>
 */
export function Carousel({
  count,
  visible,
  loop = false,
  label,
  className,
  children
}: {
  readonly count: number
  readonly visible: number
  readonly loop?: boolean
  readonly label: string
  readonly className?: string
  readonly children: ReactNode
}) {
  const { texts } = useTenant()
  const [snapshot, send] = useMachine(carouselMachine, { input: { count, visible, loop, texts } })
  const carousel = connectCarousel(snapshot, send)
  // Items and items per view can change after the carousel starts (data arrives, the screen resizes).
  // The commands are new objects on every render but send to the same actor: read the latest.
  const layout = useRef(carousel.layout)
  layout.current = carousel.layout
  useEffect(() => layout.current(visible, count), [visible, count])
  return (
    <CarouselContext.Provider value={carousel}>
      <section className={className} aria-roledescription="carousel" aria-label={label}>
        {children}
      </section>
    </CarouselContext.Provider>
  )
}

/**
 * The row of slides; slides take their place in it by their position in the view.
 *
 * @example
 * <CarouselContent>{cars.map((car, index) => <CarouselItem key={car.id} index={index}>...</CarouselItem>)}</CarouselContent>
 */
export function CarouselContent({
  className,
  children
}: {
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <div className={className} style={{ display: "flex" }}>
      {children}
    </div>
  )
}

/**
 * One slide: hidden while it is out of view, and ordered by its place in the view (a looping
 * carousel shows its first items after its last).
 *
 * @example
 * <CarouselItem index={0}><CarCard car={car} /></CarouselItem>
 */
export function CarouselItem({
  index,
  className,
  children
}: {
  readonly index: number
  readonly className?: string
  readonly children: ReactNode
}) {
  const carousel = useCarousel()
  const place = carousel.visibleItems.indexOf(index)
  return (
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={carousel.slideLabel(index)}
      hidden={place < 0}
      style={place < 0 ? undefined : { order: place }}
    >
      {children}
    </div>
  )
}

/**
 * The previous arrow, disabled when the carousel cannot scroll back.
 *
 * @example
 * <CarouselPrevious className="carousel__arrow">‹</CarouselPrevious>
 */
export function CarouselPrevious({
  className,
  children
}: {
  readonly className?: string
  readonly children?: ReactNode
}) {
  const carousel = useCarousel()
  return (
    <button
      type="button"
      className={className}
      aria-label={carousel.previousLabel}
      disabled={carousel.previousDisabled}
      onClick={carousel.previous}
    >
      {children ?? "‹"}
    </button>
  )
}

/**
 * The next arrow, disabled when the carousel cannot scroll on.
 *
 * @example
 * <CarouselNext className="carousel__arrow">›</CarouselNext>
 */
export function CarouselNext({ className, children }: { readonly className?: string; readonly children?: ReactNode }) {
  const carousel = useCarousel()
  return (
    <button
      type="button"
      className={className}
      aria-label={carousel.nextLabel}
      disabled={carousel.nextDisabled}
      onClick={carousel.next}
    >
      {children ?? "›"}
    </button>
  )
}
