import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react'

/** What a control inside a Field must carry to be labelled, described and marked invalid. */
export type FieldControlProps = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

type FieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'children'> & {
  label: ReactNode
  /** A line under the control that helps (read by screen readers with the control). */
  hint?: ReactNode
  /** What is wrong with the value: marks the control invalid and is read with it. */
  error?: ReactNode
  /** Another control than a plain input (a textarea, a select): it receives the wiring props. */
  render?: (control: FieldControlProps) => ReactNode
  /** Extra content after the hint and error (a strength meter, a button). */
  after?: ReactNode
  fieldClassName?: string
}

/**
 * A label, a control, a hint and an error, wired together: `htmlFor`/`id`, `aria-describedby` (hint, error
 * and any id the caller gives) and `aria-invalid` while there is an error.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, render, after, fieldClassName, id, 'aria-describedby': describedBy, ...input },
  ref,
) {
  const auto = useId()
  const controlId = id ?? `field${auto}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ')
  const control: FieldControlProps = {
    id: controlId,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  }
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label className="field-label" htmlFor={controlId}>
        {label}
      </label>
      {render ? render(control) : <input {...input} ref={ref} {...control} />}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  )
})

type SelectFieldProps<V extends string> = {
  label: ReactNode
  value: V
  options: readonly { value: V; label: ReactNode }[]
  onChange: (value: V) => void
  disabled?: boolean | undefined
}

/** A labelled native select (a phone shows its own picker) whose value is one of `options`. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: SelectFieldProps<V>) {
  return (
    <Field
      label={label}
      render={(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const picked = options.find((o) => o.value === e.target.value)
            if (picked) onChange(picked.value)
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
