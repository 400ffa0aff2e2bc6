import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/contentSecurityPolicy'
import { headersFor, parseHostHeaders, securityHeaders } from '../../scripts/hostHeaders'

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

  it('are the same in the nginx snippet', () => {
    const nginx = readFileSync('docs/nginx.conf', 'utf8')
    const added = Object.fromEntries(
      [...nginx.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/g)].map((m) => [m[1], m[2]]),
    )
    for (const [name, value] of Object.entries(headers)) expect(added[name], name).toBe(value)
  })

  it('let the page and the service worker be checked on every visit, and keep hashed assets', () => {
    const rules = parseHostHeaders(readFileSync('public/_headers', 'utf8'))
    expect(headersFor(rules, '/index.html')['Cache-Control']).toBe('no-cache')
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache')
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toMatch(/immutable/)
    expect(headersFor(rules, '/assets/index-abc.js')['Referrer-Policy']).toBe('no-referrer')
  })
})
