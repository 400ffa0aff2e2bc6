import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/contentSecurityPolicy'
import { headersFor, parseHostHeaders, securityHeaders } from '../../scripts/hostHeaders'
import { signerHeaders } from '../../scripts/signerBuild'

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  )

describe('the headers a host adds (public/_headers, docs/nginx.conf)', () => {
  const headers = securityHeaders()

  it('forbid framing, send no referrer and let only this page use the camera', () => {
    expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['Referrer-Policy']).toBe('no-referrer')
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(self\)(,|$)/)
  })

  it('never forbid what the page policy allows (app scripts and workers, the scanner blob worker)', () => {
    const page = directives(contentSecurityPolicy('mainnet'))
    const host = directives(headers['Content-Security-Policy'] ?? '')
    // Both policies apply; any directive the header sets must allow all the page's own allows.
    for (const [name, values] of host) {
      if (name === 'frame-ancestors') continue
      const fallback = page.get(name)
      expect(fallback, name).toBeDefined()
      for (const v of fallback ?? []) expect(values, `${name} ${v}`).toContain(v)
    }
    expect(host.has('default-src')).toBe(false)
    expect(host.has('style-src')).toBe(false)
  })

  /** The headers each `server { … }` block of the nginx snippet adds, in order (the app's first). */
  const nginxBlocks = () =>
    readFileSync('docs/nginx.conf', 'utf8')
      .split(/^server \{/m)
      .slice(1)
      .map((block) =>
        Object.fromEntries(
          [...block.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/g)].map((m) => [m[1], m[2]]),
        ),
      )
      .filter((added) => Object.keys(added).length > 0)

  it('are the same in the nginx snippet', () => {
    const [added = {}] = nginxBlocks()
    for (const [name, value] of Object.entries(headers)) expect(added[name], name).toBe(value)
  })

  it("let only the app's origin frame the signer (its own server block in the nginx snippet)", () => {
    const [, signer = {}] = nginxBlocks()
    const ancestors = directives(signer['Content-Security-Policy'] ?? '').get('frame-ancestors') ?? []
    expect(ancestors).toEqual([expect.stringMatching(/^https:\/\/[\w.-]+$/)])
    for (const [name, value] of Object.entries(signerHeaders(ancestors[0] as string)))
      expect(signer[name], name).toBe(value)
    expect(signer['X-Frame-Options']).toBeUndefined()
  })

  it('let the page and the service worker be checked on every visit, and keep hashed assets', () => {
    const rules = parseHostHeaders(readFileSync('public/_headers', 'utf8'))
    expect(headersFor(rules, '/index.html')['Cache-Control']).toBe('no-cache')
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache')
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toMatch(/immutable/)
    expect(headersFor(rules, '/assets/index-abc.js')['Referrer-Policy']).toBe('no-referrer')
  })
})
