import { afterEach, describe, expect, it } from 'vitest'
import { focusLost, focusScreen } from '../../src/ui/layout/focus'

// A route's change (AppFrame) and a review's heading (ReviewPanel) give lost focus to the screen's heading. Focus
// in a frame is not lost: the page's document.activeElement is then the <iframe>, and a fresh-clone run saw a
// route change take the focus out of a signer frame while a password was being typed into it ("clave-d").
describe('focus held by a frame', () => {
  afterEach(() => {
    document.body.replaceChildren()
  })

  it('is not lost: a new screen leaves it where it is', () => {
    const main = document.createElement('main')
    const heading = document.createElement('h1')
    heading.textContent = 'Inicio'
    const frame = document.createElement('iframe')
    frame.srcdoc = '<input id="password">'
    main.append(heading, frame)
    document.body.append(main)
    frame.focus()
    expect(document.activeElement).toBe(frame)
    expect(focusLost()).toBe(false)
    focusScreen()
    expect(document.activeElement).toBe(frame)
  })

  it('on the page itself is lost, and goes to the heading', () => {
    const main = document.createElement('main')
    const heading = document.createElement('h1')
    main.append(heading)
    document.body.append(main)
    expect(focusLost()).toBe(true)
    focusScreen()
    expect(document.activeElement).toBe(heading)
  })
})
