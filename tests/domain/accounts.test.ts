import { describe, expect, it } from 'vitest'
import { activeAccount, walletAccounts } from '../../src/domain/accounts/accountList'
import { checkAccountName } from '../../src/domain/accounts/accountName'
import { toWatchList } from '../../src/domain/accounts/watchList'
import { accountsOf } from '../../src/workers/vault/recordAccounts'

type Address = `0x${string}`
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WATCHED: Address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const OTHER_WALLET: Address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'

const accounts = [
  { index: 0, address: ME, name: null, hidden: false },
  { index: 1, address: SECOND, name: 'Ahorro', hidden: false },
]
const watchList = [{ address: WATCHED, name: 'Hardware' }]

describe('account names', () => {
  it.each([
    ['  Ahorro   dólares ', { ok: true, name: 'Ahorro dólares' }],
    ['', { ok: false, problem: 'empty' }],
    ['x'.repeat(33), { ok: false, problem: 'long' }],
    ['ñ'.repeat(32), { ok: true, name: 'ñ'.repeat(32) }],
    ['Gastos\u200F', { ok: false, problem: 'characters' }],
    ['Tab\tbed', { ok: true, name: 'Tab bed' }],
  ])('%j', (raw, expected) => {
    expect(checkAccountName(raw)).toEqual(expected)
  })
})

describe('whose money the screens show', () => {
  const base = { wallet: ME, accounts, watchList, selected: null }

  it.each([
    ['nothing chosen: the first account', null, { address: ME, watchOnly: false }],
    ['the second account', SECOND, { address: SECOND, watchOnly: false }],
    ['chosen in another capitalisation', SECOND.toLowerCase(), { address: SECOND, watchOnly: false }],
    ['a watched address', WATCHED, { address: WATCHED, watchOnly: true }],
    ['an address that is neither', OTHER_WALLET, { address: ME, watchOnly: false }],
  ] as const)('%s', (_what, selected, expected) => {
    expect(activeAccount({ ...base, selected: selected as Address | null })).toEqual(expected)
  })

  it('a hidden account is never the one shown: the first visible one is', () => {
    const hidden = [{ ...accounts[0], hidden: true }, accounts[1]] as typeof accounts
    expect(activeAccount({ ...base, accounts: hidden, selected: ME })).toEqual({
      address: SECOND,
      watchOnly: false,
    })
  })

  it("another wallet's list (read before an import) stands for nothing: the new wallet's first account", () => {
    expect(walletAccounts({ wallet: OTHER_WALLET, accounts })).toEqual([
      { index: 0, address: OTHER_WALLET, name: null, hidden: false },
    ])
    expect(activeAccount({ ...base, wallet: OTHER_WALLET, selected: SECOND })).toEqual({
      address: OTHER_WALLET,
      watchOnly: false,
    })
  })

  it('without a wallet there is nothing to show', () => {
    expect(activeAccount({ ...base, wallet: null, selected: WATCHED })).toEqual({
      address: null,
      watchOnly: false,
    })
  })
})

describe('what storage held', () => {
  it('keeps well-formed watched addresses, once each', () => {
    expect(
      toWatchList([
        ...watchList,
        { address: WATCHED.toLowerCase(), name: 'Again' },
        { address: '0x12' },
        'x',
      ]),
    ).toEqual(watchList)
    expect(toWatchList(null)).toEqual([])
  })

  it('reads a record of an earlier version (no accounts) as one unnamed account: "Cuenta 1"', () => {
    expect(accountsOf({ address: ME, kind: 'mnemonic' })).toEqual([
      { index: 0, address: ME, name: null, hidden: false },
    ])
  })

  it('keeps a key wallet to its one account, whatever the record lists, and one account visible', () => {
    expect(accountsOf({ address: ME, kind: 'privateKey', accounts })).toEqual([accounts[0]])
    const allHidden = accounts.map((a) => ({ ...a, hidden: true }))
    expect(accountsOf({ address: ME, kind: 'mnemonic', accounts: allHidden }).map((a) => a.hidden)).toEqual([
      false,
      true,
    ])
  })

  it('skips entries that are not accounts and lists each index once, in order', () => {
    const messy = [
      accounts[1],
      { index: -1, address: SECOND, name: null, hidden: false },
      { index: 1, address: ME },
      accounts[1],
      7,
    ]
    expect(accountsOf({ address: ME, kind: 'mnemonic', accounts: messy as never })).toEqual(accounts)
  })
})
