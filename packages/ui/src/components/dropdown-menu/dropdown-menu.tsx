'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from '../icon/glyphs.js';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';

export type DropdownMenuProps = ComponentProps<typeof DropdownMenuPrimitive.Root>;

/**
 * A menu opened from a button (avatar menu, language menu). Arrow keys move between items, Enter or
 * Space picks one, Escape or a click outside closes it and focus goes back to the trigger.
 * Non-modal by default (`modal={false}`): the page keeps scrolling and is not hidden from assistive
 * technology while the menu is open.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

/** The button that opens the menu; usually `asChild` around a `Button`. */
export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /** Element the menu is portalled into. Default: `document.body`. */
  container?: HTMLElement | null;
};

/**
 * The floating panel with the items, portalled to the body and kept inside the viewport.
 * By default 8 px below the trigger and aligned with its end edge (`align="end"`, for header menus).
 */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  container,
  ...props
}: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal container={container}>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'diet:z-50 diet:max-h-(--radix-dropdown-menu-content-available-height) diet:min-w-48 diet:overflow-x-hidden diet:overflow-y-auto',
          'diet:rounded-md diet:border diet:border-border diet:bg-surface diet:p-1 diet:text-fg diet:shadow-overlay diet:outline-none',
          // Grows from the trigger's side in 200 ms, fades out in 150 ms; still with reduced motion.
          'diet:origin-(--radix-dropdown-menu-content-transform-origin)',
          'diet:motion-safe:data-[state=open]:animate-pop-in diet:motion-safe:data-[state=closed]:animate-pop-out',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** Groups related items (no visual change). */
export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export const dropdownMenuItemVariants = cva(
  [
    'diet:relative diet:flex diet:w-full diet:cursor-default diet:items-center diet:gap-2 diet:rounded-sm diet:px-3 diet:py-2 diet:text-left diet:text-sm diet:select-none',
    'diet:no-underline diet:outline-none diet:data-highlighted:bg-muted',
    'diet:focus-visible:ring-2 diet:focus-visible:ring-focus diet:focus-visible:ring-inset',
    'diet:data-disabled:pointer-events-none diet:data-disabled:opacity-50',
    "diet:[&_svg]:pointer-events-none diet:[&_svg]:shrink-0 diet:[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'diet:text-fg',
        danger: 'diet:text-danger',
      },
      inset: {
        true: 'diet:pl-9',
        false: '',
      },
    },
    defaultVariants: { variant: 'default', inset: false },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

/**
 * One action. `variant="danger"` for destructive ones (Log out); `inset` lines it up with checkable
 * items. For a link, use `asChild` around an `<a>` or a router link.
 */
export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

function ItemCheck() {
  return (
    <span className="diet:pointer-events-none diet:absolute diet:left-3 diet:flex diet:size-4 diet:items-center diet:justify-center">
      <DropdownMenuPrimitive.ItemIndicator>
        <Check aria-hidden="true" />
      </DropdownMenuPrimitive.ItemIndicator>
    </span>
  );
}

/** An item that toggles on and off (`checked`, `onCheckedChange`), shown with a check mark. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants({ inset: true }), className)}
      {...props}
    >
      <ItemCheck />
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** A set of mutually exclusive items (`value`, `onValueChange`), e.g. the language choice. */
export function DropdownMenuRadioGroup(props: ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One choice of a `DropdownMenuRadioGroup`; the current one shows a check mark. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(
        dropdownMenuItemVariants({ inset: true }),
        'diet:data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <ItemCheck />
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export type DropdownMenuLabelProps = ComponentProps<typeof DropdownMenuPrimitive.Label> & {
  /** Lines the label up with checkable items. */
  inset?: boolean;
};

/** A non-interactive heading inside the menu (e.g. the user's name). */
export function DropdownMenuLabel({ className, inset, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(
        'diet:px-3 diet:py-1.5 diet:text-xs diet:font-semibold diet:text-muted-fg',
        inset && 'diet:pl-9',
        className,
      )}
      {...props}
    />
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('diet:-mx-1 diet:my-1 diet:h-px diet:bg-border', className)}
      {...props}
    />
  );
}
