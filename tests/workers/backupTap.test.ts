import { describe, expect, it } from 'vitest'
import { withinTap } from '../../src/signer/backupScreen'

// The backup file is offered by the signer's frame, of another origin than the page: the browser lets it download
// only within the person's tap (5 s), and checks that a little after the frame does. A file ready at the edge was
// dropped silently while the app said it was downloaded (CI, a loaded machine), at 3 s as well: it now asks for one
// more tap from 1 s on.
describe('the backup file downloads at once only well within the tap', () => {
  it('downloads at once when the file is ready soon after the tap', () => {
    expect(withinTap(1_000, 1_400, true)).toBe(true)
    expect(withinTap(1_000, 1_999, true)).toBe(true)
  })

  it('asks for another tap from 1 s on, even where the browser still says the tap is active', () => {
    expect(withinTap(1_000, 2_000, true)).toBe(false)
    expect(withinTap(1_000, 4_000, true)).toBe(false)
    expect(withinTap(1_000, 5_990, true)).toBe(false)
  })

  it('asks for another tap when the browser says the tap is spent, however soon', () => {
    expect(withinTap(1_000, 1_200, false)).toBe(false)
  })

  it('goes by the time alone where the browser does not tell (no navigator.userActivation)', () => {
    expect(withinTap(1_000, 1_500, undefined)).toBe(true)
    expect(withinTap(1_000, 2_500, undefined)).toBe(false)
  })
})
