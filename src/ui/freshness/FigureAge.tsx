/**
 * A figure's age beside it, after the line that names its source and date, in the same paragraph; nothing
 * while the figure is as new as its source normally is.
 */
export function FigureAge({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <>
      {' '}
      <span className="figure-age" data-testid="figure-age">
        {text}
      </span>
    </>
  )
}
