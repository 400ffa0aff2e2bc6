import { describe, expect, it } from 'vitest'
import type { ProtocolLimits, VaultsRead } from '../../src/chain/protocols/readVaults'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { cardLimitNotices, limitNotice } from '../../src/machines/vaults/vaultLimits'
import { canSubmit, emptyFacts, modalNotice, type VaultForm } from '../../src/machines/vaults/vaultModalForm'
import { factsFor } from '../../src/machines/vaults/vaultsPageMachine'

const open: ProtocolLimits = {
  cometSupplyPaused: false,
  cometWithdrawPaused: false,
  convexShutdown: false,
  yearnRoom: 10n ** 12n,
}
const form = (
  protocol: VaultForm['protocol'],
  action: VaultForm['action'],
  limits: ProtocolLimits,
): VaultForm => ({
  protocol,
  address: '0x00000000000000000000000000000000000000aa',
  facts: {
    ...emptyFacts,
    wallet: { USDC: 10n ** 9n, ETH: 10n ** 18n },
    positions: { USDC: 10n ** 8n },
    limits,
  },
  action,
  asset: 'USDC',
  amountText: '10',
  exact: null,
})

describe('a paused, shut or full protocol is said before anyone types, and nothing is submitted (issue 42 item 5)', () => {
  it('names each limit for the action it stops, and nothing when all is open', () => {
    expect(limitNotice('compound', 'deposit', { ...open, cometSupplyPaused: true })).toBe(
      'pipeline.refused.cometSupplyPaused',
    )
    expect(limitNotice('compound', 'withdraw', { ...open, cometSupplyPaused: true })).toBeNull()
    expect(limitNotice('compound', 'withdraw', { ...open, cometWithdrawPaused: true })).toBe(
      'pipeline.refused.cometWithdrawPaused',
    )
    expect(limitNotice('convex', 'deposit', { ...open, convexShutdown: true })).toBe(
      'pipeline.refused.convexShutdown',
    )
    // A shut-down Convex pool still pays back.
    expect(limitNotice('convex', 'withdraw', { ...open, convexShutdown: true })).toBeNull()
    expect(limitNotice('yearn', 'deposit', { ...open, yearnRoom: 0n })).toBe('pipeline.refused.yearnNoRoom')
    expect(limitNotice('yearn', 'deposit', { ...open, yearnRoom: 1n })).toBeNull()
    expect(limitNotice('curve', 'deposit', { ...open, convexShutdown: true })).toBeNull()
    expect(limitNotice('yearn', 'deposit', undefined)).toBeNull()
    expect(
      cardLimitNotices('compound', { ...open, cometSupplyPaused: true, cometWithdrawPaused: true }),
    ).toEqual(['pipeline.refused.cometSupplyPaused', 'pipeline.refused.cometWithdrawPaused'])
    expect(cardLimitNotices('yearn', open)).toEqual([])
  })

  it('the form says it first and cannot submit; an open protocol submits as before', () => {
    const paused = form('compound', 'deposit', { ...open, cometSupplyPaused: true })
    expect(modalNotice(paused)).toEqual({ key: 'pipeline.refused.cometSupplyPaused' })
    expect(canSubmit(paused)).toBe(false)
    const full = form('yearn', 'deposit', { ...open, yearnRoom: 0n })
    expect(modalNotice(full)).toEqual({ key: 'pipeline.refused.yearnNoRoom' })
    expect(canSubmit(full)).toBe(false)
    const fine = form('compound', 'deposit', open)
    expect(modalNotice(fine)).toBeNull()
    expect(canSubmit(fine)).toBe(true)
  })

  it('the page hands each card the limits it read', () => {
    const limits = { ...open, convexShutdown: true }
    const read = {
      timestamp: 1,
      positions: [],
      wallet: {},
      ethena: null,
      limits,
    } as unknown as VaultsRead
    expect(factsFor('convex', { read } as never).limits).toEqual(limits)
  })

  it('says each in Spanish and in English', () => {
    for (const key of [
      'pipeline.refused.cometSupplyPaused',
      'pipeline.refused.cometWithdrawPaused',
      'pipeline.refused.convexShutdown',
      'pipeline.refused.yearnNoRoom',
    ] as const) {
      expect(es[key]).toMatch(/\S/)
      expect(en[key]).toMatch(/\S/)
      expect(es[key]).not.toBe(en[key])
    }
  })
})
