import { useState, type ReactNode } from 'react';

/** Open state that is controlled (`open` given) or kept inside (`defaultOpen`), reported through `onOpenChange`. */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return [isOpen, setOpen] as const;
}

/** Props of the kit's ready-made modals: controlled with `open`, or uncontrolled with a `trigger`. */
export type ModalOpenProps = {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes (close button, backdrop click, Escape, or the modal itself). */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal (uncontrolled use), e.g. a `Button`. */
  trigger?: ReactNode;
};
