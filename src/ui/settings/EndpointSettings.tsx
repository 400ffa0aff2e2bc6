import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type NetworkId, networkIds, networks } from '../../domain/catalogue/networks'
import type {
  ApiKeyChanges,
  ApiKeyName,
  rpcSettingsMachine,
} from '../../machines/settings/rpcSettingsMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import './endpoints.css'

type Actor = ActorRefFrom<typeof rpcSettingsMachine>

const keyNames: readonly ApiKeyName[] = ['coinmarketcap', 'etherscan']
const keyLabels = { coinmarketcap: 'CoinMarketCap', etherscan: 'Etherscan' } as const

/**
 * Settings → Networks and endpoints: per network the user's own RPC endpoints (tried first), a field to add
 * one (the machine checks its chain id) and a remove button each; then the optional API keys, shown masked.
 */
export function EndpointSettings({ actor }: { actor: Actor }) {
  const t = useT()
  const notice = useSelector(actor, (s) => s.context.notice)
  const checking = useSelector(actor, (s) => s.matches('checking'))

  return (
    <details className="endpoint-settings" data-testid="endpoint-settings">
      <summary>{t('endpoints.title')}</summary>
      <p className="muted small">{t('endpoints.intro')}</p>
      <p className="muted small" data-testid="chain-id-explain">
        {t('endpoints.chainId.explain')}
      </p>
      {checking && (
        <p className="muted small" role="status">
          {t('endpoints.checking')}
        </p>
      )}
      {notice && (
        <div
          role="alert"
          className={notice.kind === 'rejected' ? 'error' : 'ok'}
          data-testid="endpoint-notice"
        >
          {notice.kind === 'keysSaved'
            ? t('endpoints.keysSaved')
            : t(notice.kind === 'rejected' ? notice.reason : `endpoints.${notice.kind}`, {
                network: networks[notice.network].name,
                chainId: networks[notice.network].chainId,
              })}{' '}
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'notice.dismiss' })}>
            {t('endpoints.dismiss')}
          </Button>
        </div>
      )}
      {networkIds.map((id) => (
        <NetworkEndpoints key={id} actor={actor} network={id} />
      ))}
      <ApiKeysForm actor={actor} />
    </details>
  )
}

function NetworkEndpoints({ actor, network }: { actor: Actor; network: NetworkId }) {
  const t = useT()
  const list = useSelector(actor, (s) => s.context.urls[network])
  const canEdit = useSelector(actor, (s) => s.can({ type: 'endpoint.add', network, url: '' }))
  const input = useRef<HTMLInputElement>(null)
  const name = networks[network].name

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed list means the typed URL was handled
  useEffect(() => {
    if (input.current) input.current.value = ''
  }, [list])

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const url = input.current?.value.trim() ?? ''
    if (url) actor.send({ type: 'endpoint.add', network, url })
  }

  return (
    <fieldset className="card endpoint-network" data-testid={`endpoints-${network}`}>
      <legend>{t('endpoints.network', { network: name, chainId: networks[network].chainId })}</legend>
      {list?.length ? (
        <ol className="endpoint-list">
          {list.map((url) => (
            <li key={url}>
              <span className="mono small">{url}</span>{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('endpoints.remove', { url })}
                disabled={!canEdit}
                onClick={() => actor.send({ type: 'endpoint.remove', network, url })}
              >
                {t('endpoints.removeShort')}
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted small">{t('endpoints.none')}</p>
      )}
      <form className="row" onSubmit={submit}>
        <label className="field">
          <span>{t('endpoints.urlLabel', { network: name })}</span>
          <input
            ref={input}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
          />
        </label>
        <Button type="submit" disabled={!canEdit}>
          {t('endpoints.add')}
        </Button>
      </form>
    </fieldset>
  )
}

function ApiKeysForm({ actor }: { actor: Actor }) {
  const t = useT()
  const masked = useSelector(actor, (s) => s.context.maskedKeys)
  const canEdit = useSelector(actor, (s) => s.can({ type: 'keys.save', changes: {} }))

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const changes: ApiKeyChanges = {}
    for (const name of keyNames) {
      const value = new FormData(form).get(name)
      if (typeof value === 'string' && value.trim()) changes[name] = value.trim()
    }
    actor.send({ type: 'keys.save', changes })
    form.reset()
  }

  return (
    <form className="card" onSubmit={submit} data-testid="api-keys">
      <h3>{t('endpoints.keysTitle')}</h3>
      <p className="muted small">{t('endpoints.keysIntro')}</p>
      {keyNames.map((name) => (
        <div key={name}>
          <label className="field">
            <span>{t(`endpoints.key.${name}`)}</span>
            <input name={name} type="password" autoComplete="off" spellCheck={false} />
          </label>
          <p className="muted small" data-testid={`api-key-${name}`}>
            {masked[name] ? t('endpoints.keySet', { masked: masked[name] }) : t('endpoints.keyUnset')}
            {masked[name] && (
              <>
                {' '}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!canEdit}
                  onClick={() => actor.send({ type: 'keys.save', changes: { [name]: null } })}
                >
                  {t('endpoints.keyRemove', { name: keyLabels[name] })}
                </Button>
              </>
            )}
          </p>
        </div>
      ))}
      <Button type="submit" disabled={!canEdit}>
        {t('endpoints.keysSave')}
      </Button>
    </form>
  )
}
