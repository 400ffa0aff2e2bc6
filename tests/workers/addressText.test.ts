import { afterEach, describe, expect, it } from 'vitest'
import { withAddress } from '../../src/signer/addressText'

const address = '0x1Cb4C2a8d5A1e77F2b1C3d6E9f0A4B7c8D2E5F13'
const text = 'El archivo guarda la clave privada de {address}, cifrada con tu contraseña.'

/** The indexes into the address where its lines start, drawn in a paragraph of the backup screen's look. */
function addressLineStarts(width: number): number[] {
  const main = document.createElement('main')
  main.className = 'keystore'
  main.style.width = `${width}px`
  const p = document.createElement('p')
  // As the keystore and removal screens set their sentences (keystore.css, remove.css): any word may break.
  p.style.overflowWrap = 'anywhere'
  p.append(...withAddress(text, address))
  main.append(p)
  document.body.append(main)
  const shown = p.querySelector('.address-text') as HTMLElement
  const starts: number[] = []
  let index = 0
  let lastTop = Number.NEGATIVE_INFINITY
  const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.textContent ?? '').length; i++, index++) {
      const range = document.createRange()
      range.setStart(node, i)
      range.setEnd(node, i + 1)
      const top = range.getBoundingClientRect().top
      if (top > lastTop + 1) starts.push(index)
      lastTop = top
    }
  }
  return starts
}

afterEach(() => {
  for (const main of document.querySelectorAll('main.keystore')) main.remove()
})

describe("a signer screen's text names its address in groups of four", () => {
  it('reads as the text with the address in place', () => {
    const p = document.createElement('p')
    p.append(...withAddress(text, address))
    expect(p.textContent).toBe(text.replace('{address}', address))
    expect(p.querySelectorAll('.address-group')).toHaveLength(11)
  })

  it('leaves a text without {address} as it is', () => {
    expect(withAddress('Se abre.', address)).toEqual(['Se abre.'])
  })

  // A 360 px phone's frame is about 300 px wide inside; narrower still, the address takes several lines.
  for (const width of [300, 200, 120])
    it(`breaks the address only between "0x" and its groups in ${width} px`, () => {
      const starts = addressLineStarts(width)
      expect(starts.length, 'the address spans more than one line').toBeGreaterThan(1)
      expect(starts.filter((i) => i !== 0 && (i - 2) % 4 !== 0)).toEqual([])
    })
})
