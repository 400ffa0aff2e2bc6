import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { focusElement, focusLost } from '../layout/focus'
import type { OnboardingActor } from './types'

/** The backup check: the words at three positions, typed from the paper; wrong ones are named. */
export function BackupQuiz({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const quiz = useSelector(actor, (s) => s.context.quiz)
  const error = useSelector(actor, (s) => s.context.error)
  // "Ya las guardé" has left the screen: focus starts at the check's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = Boolean(quiz)
  useEffect(() => {
    if (shown && focusLost()) focusElement(heading.current)
  }, [shown])
  if (!quiz) return null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const answers = quiz?.positions.map((n) => new Secret(String(form.get(`word-${n}`) ?? ''))) ?? []
    actor.send({ type: 'quiz.submit', answers })
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="quiz-title">
      <h2 id="quiz-title" ref={heading} tabIndex={-1}>
        {t('quiz.title')}
      </h2>
      <p className="small muted">{t('quiz.intro')}</p>
      {quiz.positions.map((n) => (
        <label key={n} className="field">
          <span>{t('quiz.word', { n })}</span>
          <input
            name={`word-${n}`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={quiz.wrong.includes(n)}
          />
        </label>
      ))}
      {error && (
        <p role="alert" className="error">
          {t('quiz.wrong', { words: quiz.wrong.join(', ') })}
        </p>
      )}
      <div className="row">
        <Button onClick={() => actor.send({ type: 'quiz.back' })}>{t('quiz.lookAgain')}</Button>
        <Button type="submit" variant="primary">
          {t('quiz.confirm')}
        </Button>
      </div>
    </form>
  )
}
