import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm start` (scripts/start.mjs) runs four anvils and two dev servers. Stopped with SIGTERM (a process manager,
// `kill`) rather than a terminal's Ctrl-C, which reaches every process of the group, vite's own SIGTERM handler
// exited the process as soon as it had closed, before the chains were stopped: four anvils stayed on their ports
// with no parent, and the next `npm start` found its ports taken. Ports of their own (the environment moves
// them), clear of the suites', the benches' and `npm start`'s defaults.
const root = resolve(import.meta.dirname, '../..')
const appPort = Number(process.env.BILLETERA_START_TEST_PORT ?? 4690)
const devnetPort = Number(process.env.BILLETERA_START_TEST_DEVNET_PORT ?? 23900)
const ports = [appPort, appPort + 100, devnetPort, devnetPort + 1, devnetPort + 2, devnetPort + 3]

/** Whether something listens on the loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((answer) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      answer(true)
    })
    socket.once('error', () => answer(false))
  })

describe('npm start', { timeout: 120_000 }, () => {
  it('stops its four chains and both servers on SIGTERM, as on Ctrl-C', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(appPort), BILLETERA_DEVNET_PORT: String(devnetPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    const exited = new Promise<number | null>((done) => child.once('exit', done))
    await new Promise<void>((ready, failed) => {
      child.stdout.on('data', (chunk) => {
        said += chunk
        if (said.includes('is ready')) ready()
      })
      child.stderr.on('data', (chunk) => {
        said += chunk
      })
      void exited.then((code) => failed(new Error(`npm start ended (${code}) before it was ready:\n${said}`)))
    })
    expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => true))

    child.kill('SIGTERM')
    // It ends (with vite's code for a SIGTERM, 143, or its own 0: whichever handler ends it first).
    await exited
    // Each anvil was sent its signal before the process ended; it lets go of its port as it exits.
    await expect
      .poll(() => Promise.all(ports.map(listening)), { timeout: 30_000 })
      .toEqual(ports.map(() => false))
  })
})
