'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Avatar } from '../avatar/index.js';
import { Chip } from '../chip/index.js';
import { EmptyState } from '../empty-state/index.js';
import { Icon } from '../icon/index.js';
import { IconButton } from '../icon-button/index.js';
import { TextField } from '../text-field/index.js';

/** A profile someone shared with the user. */
export type SharedProfile = { id: string; name: string };

export type SharedProfilesProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The profiles shared with the user (the spec's list is always empty for now). */
  profiles: readonly SharedProfile[];
  /** Called with a profile's id when its remove button is pressed. */
  onRemove?: (id: string) => void;
  /** Level of the section's heading. Default 2. */
  headingLevel?: 2 | 3;
  /** The next step offered while the list is empty, e.g. a button that opens the share dialog. */
  emptyAction?: ReactNode;
};

/**
 * "Profiles shared with you": the list with a remove button per profile, "No shared profiles yet."
 * when empty, and the "Add a new profile" username field, disabled and marked coming soon.
 */
export function SharedProfiles({
  profiles,
  onRemove,
  headingLevel = 2,
  emptyAction,
  className,
  ...props
}: SharedProfilesProps) {
  const { t } = useUiTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="shared-profiles"
      aria-labelledby={headingId}
      className={cn('diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-5', className)}
      {...props}
    >
      <Heading id={headingId} className="diet:text-lg diet:font-semibold diet:text-fg">
        {t('sharedProfiles.title')}
      </Heading>
      {profiles.length > 0 ? (
        <ul className="diet:flex diet:flex-col diet:[&>:not(:last-child)]:border-b diet:[&>:not(:last-child)]:border-border diet:rounded-md diet:border diet:border-border diet:bg-surface">
          {profiles.map((profile) => (
            <li key={profile.id} className="diet:flex diet:items-center diet:gap-3 diet:px-4 diet:py-2">
              <Avatar name={profile.name} size="sm" decorative />
              <span className="diet:min-w-0 diet:flex-1 diet:break-words diet:text-fg">{profile.name}</span>
              {onRemove ? (
                <IconButton
                  variant="ghost"
                  size="sm"
                  label={t('sharedProfiles.remove', { name: profile.name })}
                  onClick={() => onRemove(profile.id)}
                  className="diet:text-danger diet:hover:bg-danger-soft"
                >
                  <Icon name="trash" />
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          size="sm"
          icon={<Icon name="user" />}
          title={t('sharedProfiles.empty')}
          action={emptyAction}
        />
      )}
      <TextField
        label={
          <span className="diet:inline-flex diet:flex-wrap diet:items-center diet:gap-2">
            {t('sharedProfiles.add')}
            <Chip size="sm" tone="primary">
              {t('sharedProfiles.comingSoon')}
            </Chip>
          </span>
        }
        placeholder={t('sharedProfiles.addPlaceholder')}
        autoComplete="off"
        name="sharedUsername"
        disabled
      />
    </section>
  );
}
