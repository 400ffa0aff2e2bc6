import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { MASKED, Secret } from '../../src/domain/secret'

describe('Secret', () => {
  const secret = new Secret('correct horse battery staple')

  it('gives the text back only through reveal()', () => {
    expect(secret.reveal()).toBe('correct horse battery staple')
    expect(secret.length).toBe(28)
  })

  it.each([
    ['JSON', () => JSON.stringify({ password: secret })],
    ['String', () => String(secret)],
    ['a template', () => `${secret}`],
    ['util.inspect', () => inspect({ event: { password: secret } }, { depth: 5, showHidden: true })],
    ['own keys', () => JSON.stringify(Object.getOwnPropertyNames(secret))],
    ['structured clone', () => JSON.stringify(structuredClone({ ...secret }))],
  ])('prints masked through %s', (_how, print) => {
    const text = print()
    expect(text).not.toContain('horse')
  })

  it('prints as the mask', () => {
    expect(JSON.stringify({ password: secret })).toBe(`{"password":"${MASKED}"}`)
    expect(inspect(secret)).toBe(`Secret(${MASKED})`)
  })
})
