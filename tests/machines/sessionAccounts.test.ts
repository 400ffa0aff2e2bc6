import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { AllBalances } from '../../src/chain/getBalances'
import type { DerivedAccount } from '../../src/domain/accounts/accountList'
import type { AccountsStoreEvent } from '../../src/machines/accounts/accountsStore'
import { balancesMachine } from '../../src/machines/home/balancesMachine'
import { type StoredWallet, sessionMachine } from '../../src/machines/session/sessionMachine'

type Address = `0x${string}`
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIRD: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const WATCHED: Address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const NEW_WALLET: Address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'

const accounts: DerivedAccount[] = [
  { index: 0, address: ME, name: null, hidden: false },
  { index: 1, address: SECOND, name: 'Ahorro', hidden: false },
  { index: 2, address: THIRD, name: 'Viejo', hidden: true },
]
/** Each address's ETH, so a test can tell whose balances the session holds. */
const eth: Record<string, bigint> = { [ME]: 1n, [SECOND]: 2n, [WATCHED]: 3n, [NEW_WALLET]: 4n }

/**
 * The session with a stored wallet of three accounts (one hidden), a watched address and `selected` as the
 * stored choice; balances read per address; every write to the accounts' store recorded.
 */
function session(selected: Address | null) {
  const writes: AccountsStoreEvent[] = []
  const reads: Address[] = []
  const machine = sessionMachine.provide({
    actors: {
      readVaultStatus: fromPromise<StoredWallet>(async () => ({
        exists: true,
        address: ME,
        kind: 'mnemonic',
      })),
      awaitUnlock: fromPromise(async () => ({ address: ME })),
      watchVaultLock: fromCallback(() => {}),
      usernameStore: fromCallback(() => {}),
      accountsStore: fromCallback<AccountsStoreEvent>(({ sendBack, receive }) => {
        sendBack({
          type: 'accounts.read',
          accounts,
          watchList: [{ address: WATCHED, name: 'Hardware' }],
          selected,
        })
        receive((event) => writes.push(event))
      }),
      balancesMachine: balancesMachine.provide({
        actors: {
          fetchBalances: fromPromise<AllBalances, { address: Address }>(async ({ input }) => {
            reads.push(input.address)
            return { balances: { ETH: eth[input.address] ?? 0n }, failedNetworks: [], loan: null }
          }),
          watchVisibility: fromCallback(() => {}),
        },
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, writes, reads }
}

/** Unlocks once the stored wallet is read (as /unlock does: the person unlocks in the signer's frame). */
async function unlock(actor: ReturnType<typeof session>['actor']) {
  await waitFor(actor, (s) => s.matches('locked'))
  actor.send({ type: 'vault.awaitUnlock' })
}

const ethOf = (actor: ReturnType<typeof session>['actor'], value: bigint) =>
  waitFor(actor, (s) => s.context.balances.ETH === value && !s.context.balancesLoading)

describe('the session follows the chosen account', () => {
  it('opens on the account chosen last time (remembered on the device), its balances read first', async () => {
    const { actor, reads } = session(SECOND)
    await waitFor(actor, (s) => s.matches('locked') && s.context.address === SECOND)
    await unlock(actor)
    await ethOf(actor, 2n)
    expect(reads[0]).toBe(SECOND)
    expect(actor.getSnapshot().context.wallet).toBe(ME)
  })

  it('a switch moves balances to the new account and is remembered; a watched address is watch-only', async () => {
    const { actor, writes } = session(null)
    await unlock(actor)
    await ethOf(actor, 1n)
    actor.send({ type: 'account.select', address: SECOND })
    expect(actor.getSnapshot().context.balances).toEqual({})
    await ethOf(actor, 2n)
    expect(writes.at(-1)).toEqual({ type: 'account.write', selected: SECOND })
    actor.send({ type: 'account.select', address: WATCHED })
    await ethOf(actor, 3n)
    expect(actor.getSnapshot().context.watchOnly).toBe(true)
    actor.send({ type: 'account.select', address: ME })
    await ethOf(actor, 1n)
    expect(actor.getSnapshot().context.watchOnly).toBe(false)
  })

  it('shows the first visible account for a hidden account or an address that is none of them', async () => {
    const { actor } = session(null)
    await unlock(actor)
    await ethOf(actor, 1n)
    for (const address of [THIRD, NEW_WALLET]) {
      actor.send({ type: 'account.select', address })
      expect(actor.getSnapshot().context.address).toBe(ME)
    }
  })

  it('another tab hiding the chosen account, or a new wallet, falls back to the first account', async () => {
    const { actor } = session(SECOND)
    await unlock(actor)
    await ethOf(actor, 2n)
    const hidden = accounts.map((a) => (a.address === SECOND ? { ...a, hidden: true } : a))
    actor.send({ type: 'accounts.read', accounts: hidden, watchList: [], selected: SECOND })
    await ethOf(actor, 1n)
    actor.send({ type: 'accounts.read', accounts, watchList: [], selected: SECOND })
    await ethOf(actor, 2n)
    actor.send({ type: 'wallet.ready', address: NEW_WALLET, kind: 'mnemonic' })
    await ethOf(actor, 4n)
    expect(actor.getSnapshot().context.address).toBe(NEW_WALLET)
  })

  it('another tab choosing another account moves this one too (one choice per device)', async () => {
    const { actor } = session(null)
    await unlock(actor)
    await ethOf(actor, 1n)
    actor.send({ type: 'accounts.read', accounts, watchList: [], selected: SECOND })
    await ethOf(actor, 2n)
  })
})
