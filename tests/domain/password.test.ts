import { describe, expect, it } from 'vitest'
import { MIN_PASSWORD_LENGTH, normalizePassword, passwordStrength } from '../../src/domain/password'

describe('normalizePassword', () => {
  it('reads full-width letters as the ASCII ones', () => {
    expect(normalizePassword('ｐａｓｓｗｏｒｄ１２３')).toBe('password123')
  })

  it('gives one form for a composed and a decomposed ñ', () => {
    const composed = 'contrase\u00f1a'
    const decomposed = 'contrasen\u0303a'
    expect(composed).not.toBe(decomposed)
    expect(normalizePassword(decomposed)).toBe(normalizePassword(composed))
  })
})

describe('passwordStrength', () => {
  it.each([
    ['', 'short'],
    ['corto', 'short'],
    ['1234567', 'short'],
    // Seven code points, eight UTF-16 units: an emoji is one character.
    ['abc😀efg', 'short'],
  ])('refuses %j as too short', (password, reason) => {
    expect(passwordStrength(password)).toEqual({ ok: false, reason, score: 0 })
  })

  it.each([
    '12345678',
    'password',
    'PASSWORD',
    'Password1',
    'password123!',
    'contraseña',
    'contrasen\u0303a',
    'Contrasena',
    'qwertyui',
    '11111111',
    'argentina',
    'Argentina2024',
    'bocajuniors',
    'BocaJuniors10',
    'riverplate',
    'holahola',
    'aaaaaaaaaa',
    'abcdefgh',
    '98765432',
    'ｐａｓｓｗｏｒｄ',
    '2024messi',
  ])('refuses %j as common', (password) => {
    expect(passwordStrength(password)).toEqual({ ok: false, reason: 'common', score: 0 })
  })

  it('counts characters after NFKC, in code points', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8)
    // Nine UTF-16 units, eight characters once the ü is composed.
    expect(passwordStrength('pingu\u0308in7')).toMatchObject({ ok: true })
    // Eight UTF-16 units, seven characters.
    expect(passwordStrength('pingu\u0308i7')).toMatchObject({ ok: false, reason: 'short' })
  })

  it.each([
    ['28061983', 1],
    ['mateamargo', 2],
    ['Mate-amargo', 3],
    ['mate amargo en la plaza de mayo', 4],
  ] as const)('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toEqual({ ok: true, reason: null, score })
  })
})
