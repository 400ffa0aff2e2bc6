import { Check, Copy } from 'lucide-react'
import { type HTMLAttributes, useEffect, useState } from 'react'
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
        {full ? address : shortAddress(address)}
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
