import { describe, expect, it } from 'vitest'
import {
  addPayee,
  checkPayeeDraft,
  PAYEE_CAP,
  type Payee,
  payeeWithAddress,
  removePayee,
  toPayeeList,
  updatePayee,
} from '../../src/domain/payees'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const payee = (i: number): Payee => ({ id: `p${i}`, name: `Payee ${i}`, address, network: 'ethereum' })

describe('payee form', () => {
  it('trims name and address and saves the checksummed address', () => {
    expect(
      checkPayeeDraft({ name: '  Ana  ', address: `  ${address.toLowerCase()} `, network: 'polygon' }),
    ).toEqual({ kind: 'ok', name: 'Ana', address, network: 'polygon', ens: null })
  })

  it.each([
    ['', address],
    ['   ', address],
    ['Ana', '   '],
  ])('does nothing with a blank field (%j, %j)', (name, addr) => {
    expect(checkPayeeDraft({ name, address: addr, network: 'ethereum' })).toEqual({ kind: 'blank' })
  })

  it('refuses a bad address or checksum', () => {
    expect(checkPayeeDraft({ name: 'Ana', address: '0x12', network: 'ethereum' })).toEqual({
      kind: 'invalid',
      problem: 'invalid',
    })
    expect(checkPayeeDraft({ name: 'Ana', address: address.replace('a', 'A'), network: 'ethereum' })).toEqual(
      {
        kind: 'invalid',
        problem: 'checksum',
      },
    )
  })
})

describe('payee list', () => {
  it('puts the newest first and keeps at most 200', () => {
    let list: Payee[] = []
    for (let i = 1; i <= PAYEE_CAP + 5; i++) list = addPayee(list, payee(i))
    expect(list).toHaveLength(200)
    expect(list[0]?.id).toBe('p205')
    expect(list.at(-1)?.id).toBe('p6')
  })

  it('drops stored entries of the wrong shape', () => {
    expect(toPayeeList([payee(1), { id: 2 }, null, 'x'])).toEqual([payee(1)])
    expect(toPayeeList('nope')).toEqual([])
  })
})

describe('editing and deleting payees', () => {
  const a: Payee = {
    id: 'a',
    name: 'Ana',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    network: 'ethereum',
  }
  const b: Payee = {
    id: 'b',
    name: 'Beto',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    network: 'polygon',
  }

  it('finds a payee by address in any capitalisation', () => {
    expect(payeeWithAddress([a, b], b.address.toLowerCase())).toBe(b)
    expect(payeeWithAddress([a, b], '0x0000000000000000000000000000000000000001')).toBeUndefined()
  })

  it('renames and moves first; an entry left with the same address goes, so an address is saved once', () => {
    expect(updatePayee([a, b], 'b', { name: 'Roberto', address: b.address })).toEqual([
      { ...b, name: 'Roberto' },
      a,
    ])
    expect(updatePayee([a, b], 'b', { name: 'Ana 2', address: a.address })).toEqual([
      { ...b, name: 'Ana 2', address: a.address },
    ])
    expect(updatePayee([a], 'zz', { name: 'X', address: b.address })).toEqual([a])
  })

  it('deletes by id', () => {
    expect(removePayee([a, b], 'a')).toEqual([b])
  })
})
