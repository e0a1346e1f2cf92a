'use client';

import { useId, type ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { Avatar } from '../avatar/index.js';
import { Chip } from '../chip/index.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.js';
import { Icon } from '../icon/index.js';
import { SITE_LANGUAGES, type SiteLanguage } from '../site-header/languages.js';

/** The app's routes of the avatar menu's links. */
export type AvatarMenuHrefs = {
  /** The dietary tags line (the diet profile). */
  diets: string;
  /** "My Profile". */
  profile: string;
  /** "Settings". */
  settings: string;
};

export type AvatarMenuProps = {
  /** The user's name (first name or username), shown at the top and used for the avatar's initials. */
  name: string;
  /** The user's dietary tags as labels, e.g. ["Lactose-free", "Gluten-free"]; empty shows "No dietary preferences". */
  dietaryTags: readonly string[];
  /** Picture of the user, if any; otherwise the initials show. */
  avatarSrc?: string;
  /** Called when "Share profile" is chosen (the app opens the share dialog). */
  onShare: () => void;
  /** Called when "Log out" is chosen. */
  onLogOut: () => void;
  /**
   * The interface language as stored under `lang_code` (`ENG`, `FRA`, `DEU`), marked in the menu's
   * language group. The group shows when `onLanguageChange` is given.
   */
  language?: SiteLanguage;
  /** Called with the language chosen in the menu (never with the current one); shows the language group. */
  onLanguageChange?: (language: SiteLanguage) => void;
  /** The app's route of each link. */
  hrefs: AvatarMenuHrefs;
  /** How links are rendered, e.g. an adapter around the router's link. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the avatar button. */
  className?: string;
  /** Props for the menu panel, e.g. `container` or `align`. */
  contentProps?: Omit<ComponentProps<typeof DropdownMenuContent>, 'children'>;
};

/**
 * The avatar button of the app header and its menu: the user's name, the dietary tags (linking to the
 * diet profile), My Profile, Settings, Share profile, the interface language (with `onLanguageChange`:
 * the three languages as radio items, each named in itself, the current one checked) and Log out.
 */
export function AvatarMenu({
  name,
  dietaryTags,
  avatarSrc,
  onShare,
  onLogOut,
  language = 'ENG',
  onLanguageChange,
  hrefs,
  linkComponent: Link = 'a',
  open,
  defaultOpen,
  onOpenChange,
  className,
  contentProps,
}: AvatarMenuProps) {
  const { t } = useUiTranslation();
  const languageLabel = useId();
  const links = hrefs;
  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        data-slot="avatar-menu-trigger"
        aria-label={t('avatarMenu.trigger')}
        className={cn(
          // `size-fit`: the button keeps the avatar's size in any parent; a stretching flex or grid
          // parent would otherwise stretch it, and the menu, placed under the button, would open
          // far below the avatar.
          'diet:inline-flex diet:size-fit diet:shrink-0 diet:rounded-full diet:outline-none',
          'diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-offset-2 diet:focus-visible:ring-offset-surface',
          className,
        )}
      >
        <Avatar name={name} src={avatarSrc} decorative />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="avatar-menu"
        className="diet:w-72 diet:max-w-[calc(100vw-2rem)]"
        {...contentProps}
      >
        <DropdownMenuLabel className="diet:flex diet:items-center diet:gap-3 diet:py-2 diet:text-base diet:text-fg">
          <Avatar name={name} src={avatarSrc} decorative size="sm" />
          <span className="diet:min-w-0 diet:break-words">{name}</span>
        </DropdownMenuLabel>
        <DropdownMenuItem asChild className="diet:items-start">
          <Link href={links.diets} data-slot="avatar-menu-diets">
            <span className="diet:sr-only">{t('avatarMenu.dietsLabel')}: </span>
            {dietaryTags.length > 0 ? (
              <span className="diet:flex diet:flex-wrap diet:gap-1.5">
                {dietaryTags.map((tag) => (
                  <Chip key={tag} size="sm" tone="primary">
                    {tag}
                  </Chip>
                ))}
              </span>
            ) : (
              <span className="diet:text-muted-fg">{t('avatarMenu.noDiets')}</span>
            )}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link href={links.profile}>
              <Icon name="user" />
              {t('avatarMenu.myProfile')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={links.settings}>
              <Icon name="settings" />
              {t('avatarMenu.settings')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShare}>
            <Icon name="share" />
            {t('avatarMenu.share')}
          </DropdownMenuItem>
        </DropdownMenuGroup>
        {onLanguageChange ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel id={languageLabel}>{t('avatarMenu.language')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              data-slot="avatar-menu-language"
              aria-labelledby={languageLabel}
              value={language}
              onValueChange={(value) => {
                if (value !== language) onLanguageChange(value as SiteLanguage);
              }}
            >
              {SITE_LANGUAGES.map((item) => (
                <DropdownMenuRadioItem key={item.code} value={item.code} lang={item.lang}>
                  {item.name}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogOut}>
          <Icon name="log-out" />
          {t('avatarMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
