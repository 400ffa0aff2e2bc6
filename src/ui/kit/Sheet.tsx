import { Dialog, type DialogProps } from './Dialog'

/**
 * A bottom sheet on phones (thumb reach, full width, up to 92 % of the height, scrolls inside) and a centred
 * dialog from 560 px up. Everything else as {@link Dialog}.
 */
export function Sheet(props: DialogProps) {
  return <Dialog {...props} variant="sheet" />
}
