import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchInNextTask, nextTask } from '../../src/chain/nextTask'

describe('fetch in a task of its own (the RPC clients’ fetchFn)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('nextTask resolves only after the current task’s microtasks have all run', async () => {
    const order: string[] = []
    const later = nextTask().then(() => order.push('next task'))
    for (let i = 0; i < 20; i++) await Promise.resolve()
    order.push('microtasks done')
    await later
    expect(order).toEqual(['microtasks done', 'next task'])
  })

  it('calls the global fetch of the moment, once, in a later task, with the same request', async () => {
    const answer = new Response('{}')
    const fetch = vi.fn(async () => answer)
    vi.stubGlobal('fetch', fetch)
    const pending = fetchInNextTask('http://127.0.0.1:1/rpc', { method: 'POST', body: '[]' })
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(fetch).not.toHaveBeenCalled()
    expect(await pending).toBe(answer)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:1/rpc', { method: 'POST', body: '[]' })
  })
})
