import { beforeEach, describe, expect, it } from 'vitest'
import { CreateTokenSpentError, serializeError, VaultExistsError } from '../../src/domain/errors'
import { isolatedVault, JUNK_KEY, PASSWORD, reset, snapshot } from './vaultHarness'

const { vault, store } = isolatedVault('billetera-test-create-token')

beforeEach(() => reset(vault, store))

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  )

describe('a create token', () => {
  it('gives the words and key out once: never again, open or locked, with or without the password', async () => {
    await vault.setPassword(PASSWORD)
    const token = crypto.randomUUID()
    const shown = await vault.create(token)
    const before = await snapshot(store)
    const attempts = [
      () => vault.create(token),
      () => vault.create(token, { password: PASSWORD }),
      async () => {
        await vault.lock()
        return vault.create(token)
      },
    ]
    for (const attempt of attempts) {
      const error = await refusal(attempt())
      expect(error).toBeInstanceOf(CreateTokenSpentError)
      expect((error as CreateTokenSpentError).shortMessage).toBe('vault.createTokenSpent')
      const crossing = JSON.stringify(serializeError(error))
      expect(crossing).not.toContain(shown.mnemonic.split(' ')[0] as string)
      expect(crossing).not.toContain(shown.privateKey.slice(2))
    }
    expect(await snapshot(store)).toEqual(before)
  })

  it('is spent as the call is made: of two overlapping calls, one gets the words', async () => {
    await vault.setPassword(PASSWORD)
    const token = crypto.randomUUID()
    const results = await Promise.allSettled([vault.create(token), vault.create(token)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((r) => r.status === 'rejected')
    expect(refused?.reason).toBeInstanceOf(CreateTokenSpentError)
  })

  it('is spent by a call that failed, so a retry needs a new token', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const token = crypto.randomUUID()
    expect(await refusal(vault.create(token))).toBeInstanceOf(VaultExistsError)
    expect(await refusal(vault.create(token, { password: PASSWORD }))).toBeInstanceOf(CreateTokenSpentError)
    const replaced = await vault.create(crypto.randomUUID(), { password: PASSWORD })
    expect((await vault.status()).address).toBe(replaced.address)
  })
})
