import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarousel } from "./carousel.tsx"

const bodies = ["ute", "wagon", "sedan", "hatch", "suv", "van"]

/** Scrolls once to where the story starts, as a shopper's clicks would. */
function ScrollTo({ index }: { readonly index: number }) {
  const { goTo } = useCarousel()
  useEffect(() => {
    goTo(index)
  }, [])
  return null
}

function Bodies({
  at,
  loop = false,
  visible = 3
}: {
  readonly at: number
  readonly loop?: boolean
  readonly visible?: number
}) {
  return (
    <TenantProvider tenant={exampleTenant()}>
      <Carousel count={bodies.length} visible={visible} loop={loop} label="Body types" className="carousel">
        <ScrollTo index={at} />
        <CarouselContent>
          {bodies.map((body, index) => (
            <CarouselItem key={body} index={index}>
              <img src={`/images/cars/${body}.svg`} alt={body} width={160} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext />
      </Carousel>
    </TenantProvider>
  )
}

export const AtStart: Story = () => <Bodies at={0} />
export const InTheMiddle: Story = () => <Bodies at={1} />
export const AtTheEnd: Story = () => <Bodies at={3} />
export const Looping: Story = () => <Bodies at={0} visible={1} loop />
