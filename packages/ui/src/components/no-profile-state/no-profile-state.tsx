'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { Button } from '../button/index.js';
import { CircleUser, LogOut } from '../icon/glyphs.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { EmptyState } from '../empty-state/index.js';

export type NoProfileStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /**
   * Logs the user out; shown as a 'Log out' button, the way back to a profile (it is loaded again
   * at the next sign-in). Without it the state only explains.
   */
  onLogOut?: () => void;
  /** Element for the title. Default `h2` (it stands for the whole page's content). */
  titleAs?: 'h2' | 'h3' | 'p';
};

/**
 * What a signed-in page shows when no user profile is cached (signed-in spec §2: 'No user profile
 * available'): the spec's text, what the user can do about it and, with `onLogOut`, the button to
 * do it, in the user's language.
 */
export function NoProfileState({ onLogOut, titleAs = 'h2', ...props }: NoProfileStateProps) {
  const { t } = useUiTranslation();
  return (
    <EmptyState
      data-slot="no-profile-state"
      icon={<IconGlyph glyph={CircleUser} name="user-circle" />}
      titleAs={titleAs}
      title={t('noProfile.title')}
      description={t('noProfile.body')}
      action={
        onLogOut ? (
          <Button size="sm" variant="outline" onClick={onLogOut}>
            <IconGlyph glyph={LogOut} name="log-out" />
            {t('noProfile.logOut')}
          </Button>
        ) : undefined
      }
      {...props}
    />
  );
}
