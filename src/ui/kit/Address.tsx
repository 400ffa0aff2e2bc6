import { Check, Copy } from 'lucide-react'
import { Fragment, type HTMLAttributes, useEffect, useState } from 'react'
import { addressGroups } from '../../domain/review/reviewText'
import { buttonClass } from './Button'

type AddressProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  address: string
  /** The whole address (to check or copy by eye); otherwise `0x1234…abcd`, with the whole in a title. */
  full?: boolean
  /** Shows a Copy button named with this text. */
  copyLabel?: string
  /** Said (politely) once the address is on the clipboard. */
  copiedLabel?: string
  /** Called after a successful copy (a machine may want to know). */
  onCopied?: () => void
}

/** `0x1234…abcd`: the first 6 and the last 4 characters. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/**
 * The whole address as "0x" and groups of four: a line may end only between two groups, never inside one (a
 * phone showed "…Fb9 / 2266"), so it is read and compared group by group. The breaks are <wbr>, not spaces:
 * the address selected and copied is the address, whole.
 */
function AddressGroups({ address }: { address: string }) {
  return (
    <>
      {addressGroups(address).map((group, i) => (
        // An address's groups are its digits in order: the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="address-group">{group}</span>
        </Fragment>
      ))}
    </>
  )
}

/** An address in monospace, short or full, with an optional Copy button. */
export function Address({
  address,
  full,
  copyLabel,
  copiedLabel,
  onCopied,
  className,
  ...rest
}: AddressProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      onCopied?.()
    } catch {
      // No clipboard permission: the address stays on screen to select by hand.
    }
  }
  return (
    <span {...rest} className={className ? `address ${className}` : 'address'}>
      <span className="address-text" {...(full ? {} : { title: address })}>
        {full ? <AddressGroups address={address} /> : shortAddress(address)}
      </span>
      {copyLabel ? (
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span>{copied && copiedLabel ? copiedLabel : copyLabel}</span>
        </button>
      ) : null}
    </span>
  )
}
