import { describe, expect, it } from 'vitest'
import { ChainError, httpError } from '../../src/chain/errors'
import { AmountError } from '../../src/domain/amounts'
import {
  ImportError,
  NoVaultError,
  PasswordNotSetError,
  rebuildError,
  SecretNotAvailableError,
  serializeError,
  UnsupportedChainError,
  VaultCorruptError,
  VaultLockedError,
  WalletError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../src/domain/errors'
import { SendError, TOKEN_NOT_SUPPORTED } from '../../src/domain/send/errors'

const cause = new Error('rpc said no')
const every: WalletError<unknown>[] = [
  new ImportError(),
  new VaultLockedError(),
  new WrongPasswordError(),
  new NoVaultError(),
  new PasswordNotSetError(),
  new WeakPasswordError(),
  new SecretNotAvailableError(),
  new UnsupportedChainError(),
  new VaultCorruptError(),
  new ChainError('history.explorer', { details: 'NOTOK', cause }),
  httpError(429),
  new SendError(TOKEN_NOT_SUPPORTED, { details: 'USDC on ethereum', cause }),
  new AmountError('tooManyDecimals', { decimals: 6 }),
  new AmountError('empty'),
]

describe('one error root', () => {
  it.each(every.map((e) => [e.name, e] as const))(
    '%s is a WalletError with name, shortMessage and cause',
    (_, e) => {
      expect(e).toBeInstanceOf(WalletError)
      expect(e).toBeInstanceOf(Error)
      expect(e.name).not.toBe('Error')
      expect(e.shortMessage.length).toBeGreaterThan(0)
    },
  )

  it('keeps the cause it was given', () => {
    expect(new ChainError('x', { cause }).cause).toBe(cause)
    expect(new SendError('Transaction failed', { cause }).cause).toBe(cause)
  })

  it('shows the same messages as before (spec texts and i18n keys)', () => {
    expect(
      every.map((e) => ({
        name: e.name,
        shortMessage: e.shortMessage,
        details: e.details,
        message: e.message,
      })),
    ).toMatchInlineSnapshot(`
      [
        {
          "details": undefined,
          "message": "Import failed. Check your input.",
          "name": "ImportError",
          "shortMessage": "Import failed. Check your input.",
        },
        {
          "details": undefined,
          "message": "Wallet is locked",
          "name": "VaultLockedError",
          "shortMessage": "Wallet is locked",
        },
        {
          "details": undefined,
          "message": "Wrong password",
          "name": "WrongPasswordError",
          "shortMessage": "Wrong password",
        },
        {
          "details": undefined,
          "message": "No wallet available",
          "name": "NoVaultError",
          "shortMessage": "No wallet available",
        },
        {
          "details": undefined,
          "message": "Choose a password first",
          "name": "PasswordNotSetError",
          "shortMessage": "Choose a password first",
        },
        {
          "details": undefined,
          "message": "vault.passwordShort",
          "name": "WeakPasswordError",
          "shortMessage": "vault.passwordShort",
        },
        {
          "details": undefined,
          "message": "Secret not available",
          "name": "SecretNotAvailableError",
          "shortMessage": "Secret not available",
        },
        {
          "details": undefined,
          "message": "Unsupported network",
          "name": "UnsupportedChainError",
          "shortMessage": "Unsupported network",
        },
        {
          "details": undefined,
          "message": "The stored wallet cannot be read",
          "name": "VaultCorruptError",
          "shortMessage": "The stored wallet cannot be read",
        },
        {
          "details": "NOTOK",
          "message": "history.explorer

      Details: NOTOK",
          "name": "ChainError",
          "shortMessage": "history.explorer",
        },
        {
          "details": undefined,
          "message": "HTTP error! status: 429",
          "name": "ChainError",
          "shortMessage": "HTTP error! status: 429",
        },
        {
          "details": "USDC on ethereum",
          "message": "Token not supported on selected network

      Details: USDC on ethereum",
          "name": "SendError",
          "shortMessage": "Token not supported on selected network",
        },
        {
          "details": {
            "decimals": 6,
          },
          "message": "amount.tooManyDecimals",
          "name": "AmountError",
          "shortMessage": "amount.tooManyDecimals",
        },
        {
          "details": {},
          "message": "amount.empty",
          "name": "AmountError",
          "shortMessage": "amount.empty",
        },
      ]
    `)
  })

  it('crosses a postMessage boundary and comes back as the same class', () => {
    const back = rebuildError(serializeError(new WrongPasswordError({ details: 'attempt 2' })))
    expect(back).toBeInstanceOf(WrongPasswordError)
    expect(back.details).toBe('attempt 2')
    expect(serializeError(new AmountError('tooManyDecimals', { decimals: 6 }))).toEqual({
      name: 'AmountError',
      shortMessage: 'amount.tooManyDecimals',
      details: '{"decimals":6}',
    })
  })
})
