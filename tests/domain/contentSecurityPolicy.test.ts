import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildProfile,
  contentSecurityPolicy,
  contentSecurityPolicyPlugin,
} from '../../scripts/contentSecurityPolicy'

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('the production Content-Security-Policy', () => {
  it.each(['mainnet', 'devnet'] as const)('is strict in the %s build', (profile) => {
    const csp = directives(contentSecurityPolicy(profile))
    const all = [...csp.values()].flat()
    expect(all).not.toContain("'unsafe-inline'")
    expect(all).not.toContain("'unsafe-eval'")
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('lets mainnet users reach their own https/wss endpoints and the devnet build only loopback', () => {
    expect(directives(contentSecurityPolicy('mainnet')).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'wss:',
    ])
    const devnet = directives(contentSecurityPolicy('devnet')).get('connect-src') ?? []
    expect(devnet.slice(1).every((s) => /^(http|ws):\/\/(127\.0\.0\.1|localhost):\*$/.test(s))).toBe(true)
  })

  it('keys the profile on VITE_BILLETERA_PROFILE like loadProfile does', () => {
    expect(buildProfile({ VITE_BILLETERA_PROFILE: 'mainnet' })).toBe('mainnet')
    expect(buildProfile({})).toBe('devnet')
  })

  it('is injected into the built index.html, which has no inline script left', () => {
    const plugin = contentSecurityPolicyPlugin('mainnet')
    expect(plugin.apply).toBe('build')
    const hook = plugin.transformIndexHtml as unknown as {
      handler: () => { attrs: Record<string, string> }[]
    }
    expect(hook.handler()[0]?.attrs).toEqual({
      'http-equiv': 'Content-Security-Policy',
      content: contentSecurityPolicy('mainnet'),
    })
    const html = readFileSync('index.html', 'utf8')
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/\son\w+=/)
  })
})
