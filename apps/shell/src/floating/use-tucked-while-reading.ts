import { useEffect, useState } from 'react'

/** Scroll movements smaller than this (a finger resting, momentum's last pixels) change nothing. */
const jitter = 8
/** Near the top of the page the buttons always show: nothing is under them yet. */
const topZone = 64

/**
 * Whether the floating buttons step aside: while the player scrolls down the page, reading on,
 * they would sit over whatever passes under them (a "Details" link, a game tile). Scrolling up, the
 * gesture of looking for something, brings them back. Read once per frame at most.
 */
export function useTuckedWhileReading(): boolean {
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    // Where the page starts is read once the next frame has laid it out, or at the first scroll:
    // read as the buttons mount, it forced a layout of the whole page while the page was still
    // being drawn.
    let last: number | undefined
    let frame = 0
    let start = 0
    const read = () => {
      frame = 0
      const y = window.scrollY
      if (last === undefined || Math.abs(y - last) < jitter) {
        last ??= y
        return
      }
      setTucked(y > last && y > topZone)
      last = y
    }
    const startFrame = requestAnimationFrame(() => {
      start = window.setTimeout(() => {
        last ??= window.scrollY
      })
    })
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      cancelAnimationFrame(startFrame)
      clearTimeout(start)
    }
  }, [])
  return tucked
}
