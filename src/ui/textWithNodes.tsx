import { Fragment, type ReactNode } from 'react'

/**
 * A translated text (`t(key)` without params: its `{name}` slots intact) with React nodes in its slots, so an
 * `Amount` or a link sits where the language puts it. A slot with no node is left as written.
 * @example textWithNodes(t('vaults.modal.available'), { amount: <Amount value={v} decimals={6} />, symbol: 'USDC' })
 */
export function textWithNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  // split with a capture group: even indexes are text, odd ones slot names, always in this order.
  return text.split(/\{(\w+)\}/).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
      <Fragment key={i}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>
    ),
  )
}
