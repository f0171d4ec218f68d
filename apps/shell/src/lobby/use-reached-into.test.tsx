import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useReachedInto } from './use-reached-into.ts'

function Rail() {
  const [ref, reached] = useReachedInto<HTMLElement>()
  return (
    <section ref={ref} aria-label="Hot games">
      <ul data-testid="list">
        <li>
          <a href="/playnow">Lucky Dragon</a>
        </li>
      </ul>
      <p>{reached ? 'all tiles' : 'first tiles'}</p>
    </section>
  )
}

describe('useReachedInto', () => {
  afterEach(cleanup)

  it.each([
    ['scrolls its list', () => fireEvent.scroll(screen.getByTestId('list'))],
    ['tabs to a tile', () => fireEvent.focusIn(screen.getByRole('link', { name: 'Lucky Dragon' }))],
    ['points at it', () => fireEvent.pointerEnter(screen.getByRole('region'))],
    ['touches a tile', () => fireEvent.touchStart(screen.getByRole('link'))],
  ])('counts the rail reached once the player %s, for good', (_how, reach) => {
    render(<Rail />)
    expect(screen.getByText('first tiles')).toBeInTheDocument()
    reach()
    expect(screen.getByText('all tiles')).toBeInTheDocument()
  })

  it('is not reached by what happens elsewhere on the page', () => {
    render(
      <>
        <Rail />
        <button type="button">Elsewhere</button>
      </>,
    )
    fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }))
    fireEvent.scroll(window)
    expect(screen.getByText('first tiles')).toBeInTheDocument()
  })
})
