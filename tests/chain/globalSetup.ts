import type { TestProject } from 'vitest/node'
import { startDevnet } from '../../devnet/index.mjs'

/**
 * Starts the chain-test devnet on its own ports (18545… unless BILLETERA_TEST_DEVNET_PORT says otherwise,
 * so a running `npm start` on 8545… is untouched) and hands its manifest to the tests as inject('manifest').
 * The manifest file of `npm start` is left alone.
 */
export default async function setup(project: TestProject) {
  const basePort = Number(process.env.BILLETERA_TEST_DEVNET_PORT ?? 18545)
  const devnet = await startDevnet({
    basePort,
    manifestPath: false,
    log: (line) => console.log(`[devnet] ${line}`),
  })
  project.provide('manifest', devnet.manifest)
  return async () => {
    await devnet.stop()
  }
}
