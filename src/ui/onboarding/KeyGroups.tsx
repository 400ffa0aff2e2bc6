import { Fragment } from 'react'

/**
 * A private key (0x and 64 hex digits) as "0x" and sixteen groups of four. A line may end only between two
 * groups, never inside one, so a key copied by hand is read group by group and no digit is lost at a line's
 * end. The gaps are margins and the breaks <wbr>, not spaces: a key selected and copied is the key, whole.
 */
export function KeyGroups({ value, testId }: { value: string; testId?: string }) {
  const digits = value.startsWith('0x') ? value.slice(2) : value
  const groups = digits.match(/.{1,4}/g) ?? []
  return (
    <p className="key-groups" data-testid={testId}>
      {value.startsWith('0x') && (
        <span className="key-group" data-testid="key-group">
          0x
        </span>
      )}
      {groups.map((group, i) => (
        // A key's groups are its digits in order: the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          <wbr />
          <span className="key-group" data-testid="key-group">
            {group}
          </span>
        </Fragment>
      ))}
    </p>
  )
}
