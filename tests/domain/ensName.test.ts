import { describe, expect, it } from 'vitest'
import { checkPayeeDraft } from '../../src/domain/payees'
import {
  classifyRecipient,
  type NameLookup,
  nameToLookUp,
  recipientProblemText,
  validateRecipient,
  validateSendForm,
} from '../../src/domain/send'

const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const resolved = (text: string, name = text.toLowerCase()): NameLookup => ({
  text,
  status: 'resolved',
  name,
  address: ana.toLowerCase() as `0x${string}`,
})

describe('what was typed as recipient, by its shape', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    [ana, { kind: 'address' }],
    [` ${ana.toLowerCase()} `, { kind: 'address' }],
    ['ana.eth', { kind: 'name', name: 'ana.eth' }],
    ['  Ana.ETH ', { kind: 'name', name: 'Ana.ETH' }],
    ['pagos.ana.eth', { kind: 'name', name: 'pagos.ana.eth' }],
    ['💸.eth', { kind: 'name', name: '💸.eth' }],
    ['nick.xyz', { kind: 'name', name: 'nick.xyz' }],
    // A 0x start does not make it an address: a name may begin that way too.
    ['0x12.eth', { kind: 'name', name: '0x12.eth' }],
    ['ana', { kind: 'invalid' }],
    ['0xabc', { kind: 'invalid' }],
    ['ana .eth', { kind: 'invalid' }],
    ['ana..eth', { kind: 'invalid' }],
    ['.eth', { kind: 'invalid' }],
    ['ana.eth.', { kind: 'invalid' }],
  ])('%j is %j', (input, expected) => {
    expect(classifyRecipient(input)).toEqual(expected)
  })
})

describe('which typed text the send form looks up', () => {
  it('a name on Ethereum, until a lookup answers for that very text', () => {
    expect(nameToLookUp(' ana.eth ', 'ethereum', null)).toBe('ana.eth')
    expect(nameToLookUp('ana.eth', 'ethereum', resolved('ana.et'))).toBe('ana.eth')
    expect(nameToLookUp('ana.eth', 'ethereum', resolved('ana.eth'))).toBeNull()
    expect(nameToLookUp('ana.eth', 'ethereum', { text: 'ana.eth', status: 'unreachable' })).toBeNull()
  })

  it('never an address, nor anything on the other networks', () => {
    expect(nameToLookUp(ana, 'ethereum', null)).toBeNull()
    expect(nameToLookUp('0xabc', 'ethereum', null)).toBeNull()
    expect(nameToLookUp('ana.eth', 'polygon', null)).toBeNull()
  })
})

describe('a recipient typed as an ENS name, in the send form', () => {
  it('waits for a lookup of that very text before it is good', () => {
    expect(validateRecipient('ana.eth', [], { network: 'ethereum', lookup: null })).toEqual({
      ok: false,
      problem: 'nameResolving',
    })
    // An answer for what was typed before (one letter less) is no answer for this text.
    expect(validateRecipient('ana.eth', [], { network: 'ethereum', lookup: resolved('ana.et') })).toEqual({
      ok: false,
      problem: 'nameResolving',
    })
  })

  it('is the resolved address, checksummed, with the normalised name beside it', () => {
    expect(validateRecipient(' Ana.ETH ', [], { network: 'ethereum', lookup: resolved('Ana.ETH') })).toEqual({
      ok: true,
      address: ana,
      lookalike: null,
      name: 'ana.eth',
    })
  })

  it('runs the look-alike check on the resolved address', () => {
    const poisoned = `${ana.slice(0, 6)}${'0'.repeat(32)}${ana.slice(-4)}`
    const check = validateRecipient('ana.eth', [poisoned], {
      network: 'ethereum',
      lookup: resolved('ana.eth'),
    })
    expect(check).toMatchObject({ ok: true, lookalike: expect.stringMatching(/^0x7099/) })
  })

  it.each([
    ['notFound', 'nameNotFound'],
    ['invalidName', 'nameInvalid'],
    ['unreachable', 'nameUnreachable'],
  ] as const)('is refused when the lookup said %s', (status, problem) => {
    const lookup = { text: 'nadie.eth', status, name: 'nadie.eth' } as NameLookup
    expect(validateRecipient('nadie.eth', [], { network: 'ethereum', lookup })).toEqual({
      ok: false,
      problem,
    })
  })

  it('is refused on Polygon, Arbitrum and Optimism, even with an answer from Ethereum', () => {
    for (const network of ['polygon', 'arbitrum', 'optimism'] as const)
      expect(validateRecipient('ana.eth', [], { network, lookup: resolved('ana.eth') })).toEqual({
        ok: false,
        problem: 'nameWrongNetwork',
      })
  })

  it('reads the network from the token chosen, and makes the form ready only once resolved', () => {
    const form = { recipient: 'ana.eth', amountText: '1', balances: { ETH: 10n ** 18n }, known: [] }
    expect(validateSendForm({ ...form, tokenKey: 'ETH' }).ready).toBe(false)
    expect(validateSendForm({ ...form, tokenKey: 'ETH', lookup: resolved('ana.eth') })).toMatchObject({
      ready: true,
      recipient: { ok: true, address: ana, name: 'ana.eth' },
    })
    expect(
      validateSendForm({ ...form, tokenKey: 'USDC-POLYGON', balances: { 'USDC-POLYGON': 10n ** 6n } })
        .recipient,
    ).toEqual({ ok: false, problem: 'nameWrongNetwork' })
  })

  it('leaves a typed address as it was: no name, nothing to look up', () => {
    expect(validateRecipient(ana, [], { network: 'polygon', lookup: null })).toEqual({
      ok: true,
      address: ana,
      lookalike: null,
      name: null,
    })
  })
})

describe('payees take a name and save its address', () => {
  const resolved = { text: 'Ana.eth', status: 'resolved', name: 'ana.eth', address: ana } as const
  it('asks for a lookup first, then saves the address the name gives (never the name)', () => {
    expect(checkPayeeDraft({ name: 'Ana', address: 'Ana.eth', network: 'ethereum' })).toEqual({
      kind: 'lookup',
      name: 'Ana.eth',
    })
    expect(
      checkPayeeDraft({ name: 'Ana', address: ' Ana.eth ', network: 'ethereum', lookup: resolved }),
    ).toEqual({ kind: 'ok', name: 'Ana', address: ana, network: 'ethereum', ens: 'ana.eth' })
  })

  it('refuses a name without an address, and a name on another network, as Send does', () => {
    const notFound = { text: 'vacio.eth', status: 'notFound', name: 'vacio.eth' } as const
    expect(
      checkPayeeDraft({ name: 'V', address: 'vacio.eth', network: 'ethereum', lookup: notFound }),
    ).toEqual({ kind: 'invalid', problem: 'nameNotFound' })
    expect(checkPayeeDraft({ name: 'Ana', address: 'ana.eth', network: 'polygon' })).toEqual({
      kind: 'invalid',
      problem: 'nameWrongNetwork',
    })
  })
})

describe('one wording for a bad address (send, payees, watch)', () => {
  it.each([
    ['invalid', 'x', { key: 'address.invalid' }],
    ['checksum', 'x', { key: 'address.checksum' }],
    ['nameNotFound', 'vacio.eth', { key: 'send.recipient.nameNotFound', values: { name: 'vacio.eth' } }],
    ['empty', '', null],
    ['nameResolving', 'ana.eth', null],
  ] as const)('%s → %j', (problem, name, text) => {
    expect(recipientProblemText(problem, name)).toEqual(text)
  })
})
