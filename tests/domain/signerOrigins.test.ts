import { describe, expect, it } from 'vitest'
import {
  appOrigin,
  CONNECT,
  isConnectFromApp,
  readSignerScreen,
  signerOrigin,
  signerScreenUrl,
} from '../../src/domain/signer/origins'

const at = (url: string) => {
  const { protocol, hostname, port } = new URL(url)
  return { protocol, hostname, port }
}

describe('the two origins', () => {
  it('puts the signer on the app host, port + 100, when the build names no origin', () => {
    expect(signerOrigin(at('http://127.0.0.1:4440/home'), '')).toBe('http://127.0.0.1:4540')
    expect(appOrigin(at('http://127.0.0.1:4540/'), '')).toBe('http://127.0.0.1:4440')
    expect(signerOrigin(at('https://billetera.example/'), '')).toBe('https://billetera.example:543')
  })

  it('uses the origins a release names, wherever the page is', () => {
    expect(signerOrigin(at('http://127.0.0.1:4440/'), 'https://firma.billetera.app')).toBe(
      'https://firma.billetera.app',
    )
    expect(appOrigin(at('https://firma.billetera.app/'), 'https://billetera.app')).toBe(
      'https://billetera.app',
    )
  })
})

describe("the signer's connect check", () => {
  const parent = {}
  const port = {} as MessagePort
  const connect = { origin: 'http://127.0.0.1:4440', source: parent, data: { type: CONNECT }, ports: [port] }
  const app = 'http://127.0.0.1:4440'

  it("takes the app's request from the window that frames it", () => {
    expect(isConnectFromApp(connect as never, app, parent)).toBe(true)
  })

  it('refuses another origin, another window, no frame, no port or another message', () => {
    expect(isConnectFromApp({ ...connect, origin: 'http://127.0.0.1:4441' } as never, app, parent)).toBe(
      false,
    )
    expect(isConnectFromApp({ ...connect, origin: 'http://localhost:4440' } as never, app, parent)).toBe(
      false,
    )
    expect(isConnectFromApp({ ...connect, source: {} } as never, app, parent)).toBe(false)
    expect(isConnectFromApp({ ...connect, source: null } as never, app, null)).toBe(false)
    expect(isConnectFromApp({ ...connect, ports: [] } as never, app, parent)).toBe(false)
    expect(isConnectFromApp({ ...connect, ports: [port, port] } as never, app, parent)).toBe(false)
    expect(isConnectFromApp({ ...connect, data: { type: 'connect' } } as never, app, parent)).toBe(false)
  })
})

describe('a signer screen’s address (docs/signer-plan.md step 3)', () => {
  it('carries the screen, the language and the theme, and reads back the same', () => {
    const url = signerScreenUrl('http://127.0.0.1:5273', 'unlock', { language: 'en', theme: 'dark' })
    expect(url).toBe('http://127.0.0.1:5273/?screen=unlock&lang=en&theme=dark')
    expect(readSignerScreen(new URL(url).search)).toEqual({ screen: 'unlock', language: 'en', theme: 'dark' })
  })

  it('reads anything else as no screen, Spanish and light', () => {
    expect(readSignerScreen('')).toEqual({ screen: null, language: 'es', theme: 'light' })
    expect(readSignerScreen('?screen=reveal&lang=fr&theme=%3Cscript%3E')).toEqual({
      screen: null,
      language: 'es',
      theme: 'light',
    })
  })
})
