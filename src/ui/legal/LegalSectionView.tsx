import type { LegalSection } from '../../domain/legal'
import { Card } from '../kit/Card'

/** One numbered section: its heading (number and title), then paragraphs and lists. */
export function LegalSectionView({
  prefix,
  number,
  section,
}: {
  prefix: string
  number: number
  section: LegalSection
}) {
  const headingId = `${prefix}-${section.id}`
  return (
    <Card className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {number}. {section.title}
      </h2>
      {section.blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.list.join('|')}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </Card>
  )
}
