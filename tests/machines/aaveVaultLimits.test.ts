import { describe, expect, it } from 'vitest'
import type { ProtocolLimits } from '../../src/chain/protocols/readVaults'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { aaveDepositState } from '../../src/domain/lending'
import { cardLimitNotices, limitNotice } from '../../src/machines/vaults/vaultLimits'
import { canSubmit, emptyFacts, modalNotice, type VaultForm } from '../../src/machines/vaults/vaultModalForm'

const open: ProtocolLimits = {
  cometSupplyPaused: false,
  cometWithdrawPaused: false,
  convexShutdown: false,
  yearnRoom: null,
  aave: { USDC: 'open', DAI: 'open' },
}
const aave = (asset: 'USDC' | 'DAI', action: VaultForm['action'], limits: ProtocolLimits): VaultForm => ({
  protocol: 'aave',
  address: '0x00000000000000000000000000000000000000aa',
  facts: {
    ...emptyFacts,
    wallet: { USDC: 10n ** 9n, DAI: 10n ** 21n, ETH: 10n ** 18n },
    positions: { USDC: 10n ** 8n, DAI: 10n ** 20n },
    limits,
  },
  action,
  asset,
  amountText: '10',
  exact: null,
})

describe('the Aave card and its form say a paused, frozen or full reserve before anyone types (issue 42 item 5)', () => {
  it('per asset: paused stops both actions, frozen and full stop deposits only', () => {
    const limits = { ...open, aave: { USDC: 'frozen', DAI: 'paused' } } as const
    expect(limitNotice('aave', 'deposit', limits, 'USDC')).toBe('vaults.limit.aave.frozen.USDC')
    expect(limitNotice('aave', 'withdraw', limits, 'USDC')).toBeNull()
    expect(limitNotice('aave', 'withdraw', limits, 'DAI')).toBe('vaults.limit.aave.paused.DAI')
    expect(limitNotice('aave', 'deposit', { ...open, aave: { USDC: 'full' } }, 'USDC')).toBe(
      'vaults.limit.aave.full.USDC',
    )
    expect(limitNotice('aave', 'deposit', open, 'USDC')).toBeNull()
    expect(cardLimitNotices('aave', limits)).toEqual([
      'vaults.limit.aave.frozen.USDC',
      'vaults.limit.aave.paused.DAI',
    ])
    expect(cardLimitNotices('aave', open)).toEqual([])
  })

  it('the form on the closed asset says it and cannot submit; the other asset submits', () => {
    const limits = { ...open, aave: { USDC: 'full', DAI: 'open' } } as const
    expect(modalNotice(aave('USDC', 'deposit', limits))).toEqual({ key: 'vaults.limit.aave.full.USDC' })
    expect(canSubmit(aave('USDC', 'deposit', limits))).toBe(false)
    expect(modalNotice(aave('DAI', 'deposit', limits))).toBeNull()
    expect(canSubmit(aave('DAI', 'deposit', limits))).toBe(true)
    expect(canSubmit(aave('USDC', 'withdraw', limits))).toBe(true)
  })

  it("reads the state from the Pool's figures as its supply cap check counts them", () => {
    const RAY = 10n ** 27n
    const word = (bits: bigint) => (6n << 48n) | (1n << 56n) | bits
    const capped = word(1_000n << 116n) // 1 000 USDC
    const at = (configuration: bigint, aTokenSupply: bigint, accruedToTreasury = 0n) =>
      aaveDepositState({ configuration, liquidityIndex: RAY, accruedToTreasury, aTokenSupply })
    expect(at(capped, 999_000_000n)).toBe('open')
    expect(at(capped, 999_000_000n, 1_000_000n)).toBe('full')
    expect(at(word(0n), 10n ** 30n)).toBe('open')
    expect(at(capped | (1n << 57n), 0n)).toBe('frozen')
    expect(at(capped | (1n << 57n) | (1n << 60n), 0n)).toBe('paused')
    expect(at(capped & ~(1n << 56n), 0n)).toBe('paused')
  })

  it('says each in Spanish and in English', () => {
    for (const state of ['paused', 'frozen', 'full'] as const)
      for (const asset of ['USDC', 'DAI'] as const) {
        const key = `vaults.limit.aave.${state}.${asset}` as const
        expect(es[key]).toContain(asset)
        expect(en[key]).toContain(asset)
        expect(es[key]).not.toBe(en[key])
      }
  })
})
