import { useSelector } from '@xstate/react'
import { Check, Copy, QrCode } from 'lucide-react'
import type { Address } from 'viem'
import type { ActorRefFrom } from 'xstate'
import { networkIds, networks } from '../../domain/catalogue/networks'
import { tokens, tokensOn } from '../../domain/catalogue/tokens'
import type { receiveMachine } from '../../machines/receive'
import { useWatchOnly } from '../accounts/WatchOnlyNote'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { NetworkTokenFields } from '../networks/NetworkTokenFields'
import '../send/money.css'

/**
 * Network and token pick, the address in full with its own Copy (what an exchange needs), then the QR of
 * the EIP-681 payment link (what a wallet reads) with a line saying so, how-to, the warning, every network.
 * Renders the receive machine it is given (src/routes/-receive/ReceiveFlow.tsx mounts it).
 */
export function ReceivePanel({
  receive,
  address,
}: {
  receive: ActorRefFrom<typeof receiveMachine>
  address: Address | null
}) {
  const t = useT()
  const watchOnly = useWatchOnly()
  const c = useSelector(receive, (s) => s.context)
  const failed = useSelector(receive, (s) => s.matches({ qr: 'failed' }))
  const copied = useSelector(receive, (s) =>
    s.matches({ clipboard: 'copied' }) ? s.context.copiedWhat : null,
  )
  const network = networks[c.network]
  const token = tokens[c.tokenKey]
  const listed = tokensOn(c.network)
    .map((tk) => tk.symbol)
    .join(', ')

  return (
    <div className="receive-panel">
      <NetworkTokenFields
        network={c.network}
        tokenKey={c.tokenKey}
        networkLabel={t('receive.network')}
        tokenLabel={t('receive.token')}
        onNetwork={(id) => receive.send({ type: 'network.change', network: id })}
        onToken={(key) => receive.send({ type: 'token.change', tokenKey: key })}
      />
      <Card flat className="receive-address-card">
        <span className="muted small">{t(watchOnly ? 'accounts.watched' : 'receive.address')}</span>
        <span className="address-text" data-testid="receive-address">
          {address}
        </span>
        <Button
          variant="primary"
          icon={<Copy />}
          onClick={() => receive.send({ type: 'address.copy' })}
          disabled={!address}
        >
          {t('receive.copyAddress')}
        </Button>
        {copied === 'address' && (
          <p className="ok small" role="status">
            {t('receive.addressCopied')}
          </p>
        )}
      </Card>
      {c.qr ? (
        <img
          className="qr-image"
          src={c.qr}
          alt={t('receive.qr.alt', { symbol: token.symbol, network: network.name })}
          data-uri={c.uri ?? ''}
        />
      ) : failed ? (
        <p className="error" role="alert">
          {t('receive.qr.unavailable')}
        </p>
      ) : (
        <div className="qr-image" aria-busy="true" />
      )}
      <p className="muted small">
        {t('receive.qr.explain', { symbol: token.symbol, network: network.name })}
      </p>
      <p className="muted small">{t('receive.uri.label')}</p>
      <p className="mono small" data-testid="receive-uri">
        {c.uri}
      </p>
      <Button
        size="sm"
        icon={copied === 'link' ? <Check /> : <QrCode />}
        onClick={() => receive.send({ type: 'qr.copy' })}
        disabled={!c.uri}
      >
        {copied === 'link' ? t('receive.copied') : t('receive.copy')}
      </Button>
      <section aria-label={t('receive.steps')}>
        <strong>{t('receive.steps')}</strong>
        <ol>
          <li>{t('receive.step1')}</li>
          <li>{t('receive.step2', { network: network.name, symbol: token.symbol })}</li>
          <li>{t('receive.step3')}</li>
        </ol>
      </section>
      <p className="warn" role="note">
        {t('receive.warning', { tokens: listed, network: network.name })}
      </p>
      <section aria-label={t('receive.networks')}>
        <strong>{t('receive.networks')}</strong>
        <ul>
          {networkIds.map((id) => (
            <li key={id}>
              {networks[id].name} ({networks[id].chainId}):{' '}
              {tokensOn(id)
                .map((tk) => tk.symbol)
                .join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
