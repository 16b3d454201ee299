import { nextSlideIndex, type PromoSliderView } from "@dealer/core"
import { useEffect, useState } from "react"

/**
 * The home page promo slider: each running offer's 1920 by 540 artwork over its title, summary and
 * link. Server-rendered (and without scripts) it is a plain list of the running
 * offers; once scripts run it shows one slide at a time with previous, pause/play and next buttons,
 * moves on by itself, and holds still while the pointer or keyboard focus is inside it or the shopper
 * prefers reduced motion.
 */
export function PromoSlider({ slider }: { readonly slider: PromoSliderView }) {
  const count = slider.slides.length
  const [enhanced, setEnhanced] = useState(false)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    setEnhanced(true)
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true)
  }, [])
  const rotating = enhanced && slider.controls && !paused && !held
  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((current) => nextSlideIndex(current, count, 1)), slider.intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, count, slider.intervalMs])
  const showControls = enhanced && slider.controls
  return (
    <section
      className={`promo-slider home-section${showControls ? " promo-slider--enhanced" : ""}`}
      // Where script will run it, the server's page already shows one slide (home.css), so the page keeps its height.
      data-rotates={slider.controls ? "" : undefined}
      aria-roledescription="carousel"
      aria-label={slider.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      {showControls ? (
        <div className="promo-slider__controls">
          <button type="button" onClick={() => setIndex((current) => nextSlideIndex(current, count, -1))}>
            <span aria-hidden="true">‹</span> <span className="promo-slider__control-label">{slider.previousLabel}</span>
          </button>
          <button type="button" aria-pressed={paused} onClick={() => setPaused((current) => !current)}>
            <span aria-hidden="true">{paused ? "\u25B6" : "\u275A\u275A"}</span>{" "}
            <span className="promo-slider__control-label">{paused ? slider.playLabel : slider.pauseLabel}</span>
          </button>
          <button type="button" onClick={() => setIndex((current) => nextSlideIndex(current, count, 1))}>
            <span className="promo-slider__control-label">{slider.nextLabel}</span> <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <ul className="promo-slider__slides" aria-live={rotating ? "off" : "polite"}>
        {slider.slides.map((slide, position) => (
          <li
            key={slide.id}
            className={`promo-slide${slide.image ? " promo-slide--image" : ""}`}
            aria-label={slide.label}
            hidden={showControls && position !== index}
            data-slide={slide.id}
          >
            {slide.image ? (
              // The artwork repeats the words below, so it says nothing more unless the dealer says what it adds.
              <img
                className="promo-slide__image"
                src={slide.image.src}
                alt={slide.image.alt}
                width={1920}
                height={540}
                loading={position === 0 ? "eager" : "lazy"}
                fetchPriority={position === 0 ? "high" : "auto"}
              />
            ) : null}
            <div className="promo-slide__caption">
              <div className="promo-slide__words">
                <h2 className="promo-slide__title">{slide.title}</h2>
                {slide.summary ? <p className="promo-slide__summary">{slide.summary}</p> : null}
              </div>
              <a className="promo-slide__link" href={slide.href}>
                {slide.linkText}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
