'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { User } from '../icon/glyphs.js';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { IconGlyph } from '../icon/icon-glyph.js';

export const avatarVariants = cva(
  'diet:relative diet:inline-flex diet:shrink-0 diet:items-center diet:justify-center diet:overflow-hidden diet:rounded-full diet:bg-primary-soft diet:font-semibold diet:text-primary diet:select-none',
  {
    variants: {
      size: {
        sm: 'diet:size-8 diet:text-xs diet:[&_svg]:size-4',
        md: 'diet:size-10 diet:text-sm diet:[&_svg]:size-5',
        lg: 'diet:size-14 diet:text-lg diet:[&_svg]:size-7',
        xl: 'diet:size-20 diet:text-2xl diet:[&_svg]:size-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Up to two initials from a name: "Anna Muster" → "AM", "anna" → "A", "" → "". */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase();
}

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: gives the initials and the accessible name. */
    name?: string;
    /** Picture URL. While it loads or when it fails, the initials (or a user icon) show instead. */
    src?: string;
    /** Accessible name; default `name`, or the kit's "User profile" when there is none. */
    label?: string;
    /** Hide it from assistive technology, e.g. inside a button that has its own label. */
    decorative?: boolean;
  };

/** A round avatar: picture when it loads, else initials from the name, else a user icon. */
export function Avatar({ name, src, label, decorative = false, size, className, ...props }: AvatarProps) {
  const { t } = useUiTranslation();
  const initials = initialsOf(name);
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': label ?? (name?.trim() || t('avatar.anonymous')) };
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      {...a11y}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt=""
          className="diet:size-full diet:object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="diet:flex diet:size-full diet:items-center diet:justify-center"
      >
        {initials ? (
          // Drawn from the attribute, not a text node: the initials are a picture of the name, and
          // inside a labelled button they must not count as the button's visible text.
          <span
            aria-hidden="true"
            data-slot="avatar-initials"
            data-initials={initials}
            className="diet:before:content-[attr(data-initials)]"
          />
        ) : (
          <IconGlyph glyph={User} name="user" />
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
