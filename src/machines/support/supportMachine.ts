import { assign, setup } from 'xstate'
import {
  type FaqFilter,
  type FaqId,
  isContactMessageComplete,
  supportMailto,
  toFaqFilter,
} from '../../domain/support'

export type SupportTab = 'faq' | 'contact'

export type SupportContext = {
  /** What the reader typed in the FAQ search box, as typed. */
  query: string
  category: FaqFilter
  /** The one FAQ entry open, if any (spec 001 §4: one at a time). */
  openId: FaqId | null
  subject: string
  message: string
  /** The mail link last opened, so the view can offer it again if no mail app answered. */
  mailto: string | null
}

export type SupportEvent =
  | { type: 'tab.faq' }
  | { type: 'tab.contact' }
  | { type: 'search.change'; query: string }
  | { type: 'category.select'; category: FaqFilter }
  | { type: 'faq.toggle'; id: FaqId }
  | { type: 'subject.change'; subject: string }
  | { type: 'message.change'; message: string }
  | { type: 'contact.submit' }

export const supportInitialContext: SupportContext = {
  query: '',
  category: 'all',
  openId: null,
  subject: '',
  message: '',
  mailto: null,
}

const submit = [
  { guard: 'hasSubjectAndMessage', target: 'mailOpened', actions: ['assignMailto', 'openMailClient'] },
  { target: 'invalid' },
] as const

/**
 * The customer service page (spec 001 §2.5, §4, §5): the FAQ and Contact tabs, each remembering where the
 * reader left it; the search, the category chip and the single open FAQ entry; and the contact form, which
 * opens the mail client addressed to support only when subject and message both say something.
 */
export const supportMachine = setup({
  types: { context: {} as SupportContext, events: {} as SupportEvent },
  guards: {
    hasSubjectAndMessage: ({ context }) => isContactMessageComplete(context.subject, context.message),
    isTheOpenEntry: ({ context, event }) => event.type === 'faq.toggle' && event.id === context.openId,
  },
  actions: {
    assignQuery: assign({ query: ({ event }) => (event.type === 'search.change' ? event.query : '') }),
    assignCategory: assign({
      category: ({ event }) => toFaqFilter(event.type === 'category.select' ? event.category : 'all'),
    }),
    assignOpenEntry: assign({
      openId: ({ context, event }) => (event.type === 'faq.toggle' ? event.id : context.openId),
    }),
    clearOpenEntry: assign({ openId: null }),
    assignSubject: assign({
      subject: ({ context, event }) => (event.type === 'subject.change' ? event.subject : context.subject),
    }),
    assignMessage: assign({
      message: ({ context, event }) => (event.type === 'message.change' ? event.message : context.message),
    }),
    assignMailto: assign({ mailto: ({ context }) => supportMailto(context.subject, context.message) }),
    /** Hands the link to the browser, which opens the user's mail app; no HTTP call (spec 001 §7). */
    openMailClient: ({ context }) => {
      if (context.mailto) globalThis.open?.(context.mailto, '_self')
    },
  },
}).createMachine({
  id: 'support',
  context: supportInitialContext,
  initial: 'faq',
  states: {
    faq: {
      initial: 'closed',
      on: {
        'tab.contact': '#support.contact.previous',
        'search.change': { actions: 'assignQuery' },
        'category.select': { actions: 'assignCategory' },
      },
      states: {
        previous: { type: 'history' },
        closed: { on: { 'faq.toggle': { target: 'open', actions: 'assignOpenEntry' } } },
        open: {
          on: {
            'faq.toggle': [
              { guard: 'isTheOpenEntry', target: 'closed', actions: 'clearOpenEntry' },
              { actions: 'assignOpenEntry' },
            ],
          },
        },
      },
    },
    contact: {
      initial: 'editing',
      on: {
        'tab.faq': '#support.faq.previous',
        'subject.change': { target: '.editing', actions: 'assignSubject' },
        'message.change': { target: '.editing', actions: 'assignMessage' },
      },
      states: {
        previous: { type: 'history' },
        editing: { on: { 'contact.submit': submit } },
        /** Shows 'Please enter a subject and message.'; nothing was opened. */
        invalid: { on: { 'contact.submit': submit } },
        mailOpened: { on: { 'contact.submit': submit } },
      },
    },
  },
})
