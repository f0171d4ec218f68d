import type { ReactElement } from 'react'

/**
 * The fruit and charms of the reels, drawn rather than typed: an emoji depends on a colour-emoji
 * font the player's system may lack (a bare Linux shows an empty box), a drawing shows everywhere
 * and alike. Each fills a 64-unit square; the cell sizes it.
 */
export const symbolArt: Readonly<Record<string, ReactElement>> = {
  cherry: (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M22 40 C26 26 32 14 44 6 M42 40 C42 28 42 16 44 6"
        fill="none"
        stroke="#2f6b1f"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M44 6 C52 4 60 10 58 18 C50 20 44 14 44 6 Z" fill="#3f8f2a" />
      <circle cx="21" cy="45" r="13" fill="#c8102e" />
      <circle cx="43" cy="47" r="13" fill="#a50d26" />
      <circle cx="16" cy="40" r="3.5" fill="#ff8a9b" />
      <circle cx="38" cy="42" r="3.5" fill="#ff8a9b" />
    </svg>
  ),
  lemon: (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M6 34 C8 18 24 10 38 12 C48 13 56 20 58 30 C60 44 46 54 30 54 C18 54 8 46 6 34 Z"
        fill="#f5c518"
        stroke="#b8860b"
        strokeWidth="2.5"
      />
      <path d="M58 30 L62 26 M6 34 L2 37" stroke="#b8860b" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="24" cy="26" rx="9" ry="4" fill="#fff3a6" transform="rotate(-20 24 26)" />
    </svg>
  ),
  bell: (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M32 6 C20 6 14 16 14 28 L14 40 L8 48 L56 48 L50 40 L50 28 C50 16 44 6 32 6 Z"
        fill="#e0a800"
        stroke="#8a6200"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="53" r="6" fill="#8a6200" />
      <path
        d="M22 18 C24 13 28 11 32 11"
        fill="none"
        stroke="#fff1b8"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  ),
  star: (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M32 4 L40.2 22.7 L60.5 24.6 L45.2 38.1 L49.6 58 L32 47.6 L14.4 58 L18.8 38.1 L3.5 24.6 L23.8 22.7 Z"
        fill="#ffc400"
        stroke="#a86f00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 14 L36.5 24.5" stroke="#fff1b8" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ),
}
