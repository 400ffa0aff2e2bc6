import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { integrityTransform, sha256Integrity } from '../../scripts/precacheIntegrity'

// The hashes each origin's sw.js carries (src/serviceWorker/checkedPrecache.ts, issue 41 step 6).
describe('the precache manifest with hashes', () => {
  let dir = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precache-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), 'abc')
    writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), '')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is SHA-256 in the form fetch and subresource integrity take (FIPS 180-2 test vectors)', () => {
    expect(sha256Integrity(new TextEncoder().encode('abc'))).toBe(
      'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
    )
    expect(sha256Integrity(new Uint8Array())).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
  })

  it("gives every entry the hash of its file's bytes as built, and nothing of the old revision", async () => {
    const { manifest } = await integrityTransform(() => dir)([
      { url: 'index.html', revision: '900150983cd24fb0d6963f7d28e17f72', size: 3 },
      { url: 'assets/index-AbCd1234.js', revision: null, size: 0 },
    ])
    expect(manifest).toEqual([
      {
        url: 'index.html',
        revision: null,
        size: 3,
        integrity: 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
      },
      {
        url: 'assets/index-AbCd1234.js',
        revision: null,
        size: 0,
        integrity: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      },
    ])
  })

  it('follows the bytes: a file changed after another build has another hash', async () => {
    const entry = { url: 'index.html', revision: null, size: 3 }
    const before = (await integrityTransform(() => dir)([entry])).manifest[0]?.integrity
    writeFileSync(join(dir, 'index.html'), 'abd')
    const after = (await integrityTransform(() => dir)([entry])).manifest[0]?.integrity
    expect(after).not.toBe(before)
    expect(after).toBe(sha256Integrity(new TextEncoder().encode('abd')))
  })

  it('fails the build for an entry it cannot hash, instead of leaving it unchecked', async () => {
    await expect(
      (async () => integrityTransform(() => dir)([{ url: 'missing.js', revision: null, size: 1 }]))(),
    ).rejects.toThrow(/missing\.js/)
    await expect(
      (async () => integrityTransform(() => dir)([{ url: '../outside.js', revision: null, size: 1 }]))(),
    ).rejects.toThrow(/outside the build/)
  })
})
