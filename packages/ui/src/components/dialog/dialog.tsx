'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { X } from '../icon/glyphs.js';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { lastInputModality, trackInputModality } from '../../lib/input-modality.js';
import { Button, buttonVariants } from '../button/index.js';
import { TextField, type TextFieldProps } from '../text-field/index.js';

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

/**
 * A modal dialog. Controlled with `open` / `onOpenChange`, or uncontrolled with a `DialogTrigger`
 * (and `defaultOpen`). While open the page does not scroll, focus stays inside and Escape or a
 * click on the backdrop closes it; on close, focus returns to the element that opened it.
 */
export function Dialog(props: DialogProps) {
  // Knowing how the user last interacted tells the panel whether its first control shows a ring.
  useEffect(trackInputModality, []);
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog; usually `asChild` around a `Button`. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog when activated; usually `asChild` around a footer `Button`. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  [
    'diet:fixed diet:top-1/2 diet:left-1/2 diet:z-50 diet:flex diet:-translate-x-1/2 diet:-translate-y-1/2 diet:flex-col',
    'diet:max-h-[calc(100dvh-2rem)] diet:w-[calc(100%-2rem)] diet:rounded-lg diet:bg-surface diet:text-fg diet:shadow-overlay diet:outline-none',
    // Opens with a short fade and scale, closes faster; still when the system asks for reduced motion.
    'diet:motion-safe:data-[state=open]:animate-pop-in diet:motion-safe:data-[state=closed]:animate-pop-out',
  ],
  {
    variants: {
      size: {
        sm: 'diet:max-w-sm',
        md: 'diet:max-w-lg',
        lg: 'diet:max-w-3xl',
      },
      fullScreenOnMobile: {
        true: [
          'diet:max-md:top-0 diet:max-md:left-0 diet:max-md:translate-x-0 diet:max-md:translate-y-0',
          'diet:max-md:h-dvh diet:max-md:max-h-none diet:max-md:w-full diet:max-md:max-w-none diet:max-md:rounded-none',
          'diet:max-md:motion-safe:data-[state=open]:animate-slide-in diet:max-md:motion-safe:data-[state=closed]:animate-slide-out',
        ],
        false: '',
      },
    },
    defaultVariants: { size: 'md', fullScreenOnMobile: false },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the round close button in the top corner (label: the kit's "Close"). Default `true`. */
    showCloseButton?: boolean;
    /** Element the dialog is portalled into. Default: `document.body`. */
    container?: HTMLElement | null;
    /** Extra classes for the backdrop. */
    overlayClassName?: string;
  };

/**
 * The dialog panel with its backdrop, portalled to the body. Sizes `sm` / `md` / `lg`;
 * `fullScreenOnMobile` fills the screen below the 768 px breakpoint.
 *
 * At open, focus goes to the first control (or to the panel when `onOpenAutoFocus` prevents that).
 * Its focus ring shows only when the dialog was opened from the keyboard; after a click, or when
 * the dialog opened by itself, the ring appears with the first key press (`data-focus-ring`).
 */
export function DialogContent({
  className,
  size,
  fullScreenOnMobile,
  showCloseButton = true,
  container,
  overlayClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { t } = useUiTranslation();
  const [focusRing, setFocusRing] = useState<'shown' | 'hidden'>('shown');
  // Radix returns focus to its own Trigger only; a dialog opened from elsewhere (controlled) would
  // leave focus on the body. Remember what had focus when the dialog opened and go back to it.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(
          'diet:fixed diet:inset-0 diet:z-50 diet:bg-fg/60',
          'diet:motion-safe:data-[state=open]:animate-fade-in diet:motion-safe:data-[state=closed]:animate-fade-out',
          overlayClassName,
        )}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        data-focus-ring={focusRing}
        className={cn(dialogContentVariants({ size, fullScreenOnMobile }), className)}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          setFocusRing(lastInputModality() === 'keyboard' ? 'shown' : 'hidden');
          onOpenAutoFocus?.(event);
        }}
        onKeyDown={(event) => {
          setFocusRing('shown');
          onKeyDown?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const opener = openerRef.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }
        }}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label={t('dialog.close')}
            className={cn(
              buttonVariants({ variant: 'ghost' }),
              'diet:absolute diet:top-3 diet:right-3 diet:size-10 diet:rounded-full diet:px-0 diet:text-muted-fg diet:hover:text-fg',
              "diet:[&_svg:not([class*='size-'])]:size-5",
            )}
          >
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top of the dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        'diet:flex diet:shrink-0 diet:flex-col diet:gap-1.5 diet:px-6 diet:pt-6 diet:pr-14',
        className,
      )}
      {...props}
    />
  );
}

/** The dialog's accessible name, rendered as an `h2`. Required in every dialog. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('diet:text-xl diet:font-semibold diet:text-fg', className)}
      {...props}
    />
  );
}

/** Optional text under the title; the dialog is described by it. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('diet:text-sm diet:text-muted-fg', className)}
      {...props}
    />
  );
}

/**
 * The dialog's main content. It scrolls when the dialog is taller than the screen; it then becomes
 * focusable so keyboard users can scroll it too.
 */
export function DialogBody({ className, ref, tabIndex, ...props }: ComponentProps<'div'>) {
  const innerRef = useRef<HTMLDivElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = innerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setOverflowing(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      data-slot="dialog-body"
      ref={(node) => {
        innerRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      tabIndex={tabIndex ?? (overflowing ? 0 : undefined)}
      className={cn(
        'diet:min-h-0 diet:flex-1 diet:overflow-y-auto diet:px-6 diet:py-4 diet:text-base diet:text-fg diet:outline-none',
        'diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-inset',
        className,
      )}
      {...props}
    />
  );
}

/** Action buttons at the bottom: stacked on mobile (main action on top), in a row on desktop. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'diet:flex diet:shrink-0 diet:flex-col-reverse diet:gap-3 diet:px-6 diet:pt-2 diet:pb-6 diet:md:flex-row diet:md:justify-end',
        className,
      )}
      {...props}
    />
  );
}

type ControllableDialogProps = {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (uncontrolled use), e.g. a `Button`. */
  trigger?: ReactNode;
  /** Width of the panel. Default `sm`. */
  size?: VariantProps<typeof dialogContentVariants>['size'];
};

export type MessageDialogProps = ControllableDialogProps & {
  /** Heading of the message, the dialog's accessible name. */
  title: ReactNode;
  /** The message itself (inline content), e.g. "Information updated successfully!". */
  message: ReactNode;
  /** Text of the acknowledge button. Default: the kit's "OK". */
  okLabel?: ReactNode;
  /** Called when the OK button is pressed (the dialog then closes). */
  onOk?: () => void;
};

/**
 * A message with an OK button, in place of `window.alert`. Announced as an `alertdialog`;
 * OK, Escape or a backdrop click close it (`onOpenChange(false)`).
 */
export function MessageDialog({
  title,
  message,
  okLabel,
  onOk,
  trigger,
  size = 'sm',
  ...rootProps
}: MessageDialogProps) {
  const { t } = useUiTranslation();
  return (
    <Dialog {...rootProps}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="message-dialog" role="alertdialog" size={size} showCloseButton={false}>
        <DialogHeader className="diet:pr-6">
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="diet:py-3">
          <DialogDescription className="diet:text-base diet:text-fg">{message}</DialogDescription>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button onClick={onOk}>{okLabel ?? t('dialog.ok')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type PromptDialogProps = ControllableDialogProps & {
  /** Heading of the prompt, the dialog's accessible name. */
  title: ReactNode;
  /** Optional text above the field, e.g. "We sent a 6-digit code to your email." */
  message?: ReactNode;
  /** Visible label of the input. */
  label: ReactNode;
  /** Initial value of the input each time the dialog opens. */
  defaultValue?: string;
  /**
   * Extra props for the input: `inputMode`, `autoComplete`, `pattern`, `maxLength`, `required`,
   * `placeholder`, `hint`... Native constraint validation runs before `onSubmit`.
   */
  inputProps?: Omit<TextFieldProps, 'label' | 'name' | 'defaultValue' | 'value'>;
  /** Text of the submit button. Default: the kit's "OK". */
  okLabel?: ReactNode;
  /** Text of the cancel button. Default: the kit's "Cancel". */
  cancelLabel?: ReactNode;
  /** Called with the input's value when the user confirms; the dialog then closes. */
  onSubmit: (value: string) => void;
  /** Called when the user dismisses the prompt (Cancel, close button, Escape or backdrop). */
  onCancel?: () => void;
};

/**
 * A question with one labelled input and OK / Cancel, in place of `window.prompt`
 * (e.g. the 6-digit email code). `onSubmit(value)` on OK or Enter, `onCancel()` otherwise.
 */
export function PromptDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  size = 'sm',
  title,
  message,
  label,
  defaultValue = '',
  inputProps,
  okLabel,
  cancelLabel,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const { t } = useUiTranslation();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('value');
    onSubmit(typeof value === 'string' ? value : '');
    setOpen(false);
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="prompt-dialog" size={size}>
        <form onSubmit={handleSubmit} className="diet:flex diet:min-h-0 diet:flex-1 diet:flex-col">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {message ? <DialogDescription>{message}</DialogDescription> : null}
          </DialogHeader>
          <DialogBody>
            <TextField
              autoComplete="off"
              {...inputProps}
              label={label}
              name="value"
              defaultValue={defaultValue}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel ?? t('dialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit">{okLabel ?? t('dialog.ok')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
