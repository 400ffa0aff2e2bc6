/** A paragraph, or a bulleted list when the text enumerates. */
export type LegalBlock = string | { readonly list: readonly string[] }

/** One numbered section of a legal page; the page numbers them in order. */
export type LegalSection = {
  /** Stable across languages, used for anchors. */
  readonly id: string
  readonly title: string
  readonly blocks: readonly LegalBlock[]
}

/** A legal page's text in one language: a short introduction, then the numbered sections. */
export type LegalDocument = {
  readonly intro: readonly string[]
  readonly sections: readonly LegalSection[]
}
