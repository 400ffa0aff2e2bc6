import { describe, expect, it } from 'vitest'
import {
  appOrigin,
  CONNECT,
  isConnectFromApp,
  readReviewAsk,
  readSignerScreen,
  reviewUrl,
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

describe('a signer screen’s address (docs/signer-plan.md steps 3 and 4)', () => {
  const none = { what: 'mnemonic', account: null }
  it('carries the screen, the language and the theme, and reads back the same', () => {
    const url = signerScreenUrl('http://127.0.0.1:5273', 'unlock', { language: 'en', theme: 'dark' })
    expect(url).toBe('http://127.0.0.1:5273/?screen=unlock&lang=en&theme=dark')
    expect(readSignerScreen(new URL(url).search)).toEqual({
      screen: 'unlock',
      language: 'en',
      theme: 'dark',
      ...none,
    })
  })

  it('the reveal screen carries which secret: the seed phrase, or the private key of one account', () => {
    const account = '0x000000000000000000000000000000000000dEaD'
    const key = signerScreenUrl(
      'http://127.0.0.1:5273',
      'reveal',
      { language: 'es', theme: 'light' },
      { what: 'privateKey', account },
    )
    expect(key).toBe(
      `http://127.0.0.1:5273/?screen=reveal&lang=es&theme=light&what=privateKey&account=${account}`,
    )
    expect(readSignerScreen(new URL(key).search)).toEqual({
      screen: 'reveal',
      language: 'es',
      theme: 'light',
      what: 'privateKey',
      account,
    })
    const guard = signerScreenUrl('http://x:1', 'guard', { language: 'en', theme: 'dark' })
    expect(readSignerScreen(new URL(guard).search)).toMatchObject({ screen: 'guard', language: 'en' })
    const seed = signerScreenUrl('http://x:1', 'reveal', { language: 'en', theme: 'dark' }, none as never)
    expect(readSignerScreen(new URL(seed).search)).toMatchObject({ screen: 'reveal', ...none })
  })

  it('reads anything else as no screen, Spanish, light, the seed phrase and no account', () => {
    expect(readSignerScreen('')).toEqual({ screen: null, language: 'es', theme: 'light', ...none })
    expect(
      readSignerScreen('?screen=export&lang=fr&theme=%3Cscript%3E&what=keystore&account=0x%3Cb%3E'),
    ).toEqual({ screen: null, language: 'es', theme: 'light', ...none })
  })
})

describe('the review screen’s address (docs/signer-plan.md step 5)', () => {
  const id = 'ab'.repeat(16)

  it('carries the review id alone, read back as the frame or as the window a frame opens', () => {
    const url = reviewUrl('http://127.0.0.1:5273', { language: 'en', theme: 'dark' }, { review: id })
    expect(url).toBe(`http://127.0.0.1:5273/?screen=review&lang=en&theme=dark&review=${id}`)
    expect(readReviewAsk(new URL(url).search)).toEqual({
      language: 'en',
      theme: 'dark',
      review: id,
      window: false,
    })
    expect(readReviewAsk(`?screen=review-window&review=${id}`)).toEqual({
      language: 'es',
      theme: 'light',
      review: id,
      window: true,
    })
  })

  it('is no review screen under step 4’s name, and takes no id but 32 hex digits', () => {
    expect(readReviewAsk(`?screen=password&review=${id}`)).toBeNull()
    expect(readReviewAsk('?screen=review&review=../unlock')).toMatchObject({ review: null })
  })
})
