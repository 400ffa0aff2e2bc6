/**
 * A figure's age beside it, after the line that names its source and date, in the same paragraph: on a line
 * of its own (`ownLine`) after a line that ends without a full stop; nothing while the figure is as new as its
 * source normally is.
 */
export function FigureAge({ text, ownLine = false }: { text: string | null; ownLine?: boolean }) {
  if (!text) return null
  return (
    <>
      {ownLine ? <br /> : ' '}
      <span className="figure-age" data-testid="figure-age">
        {text}
      </span>
    </>
  )
}
