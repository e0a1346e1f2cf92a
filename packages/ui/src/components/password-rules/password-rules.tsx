'use client';

import { Check, Circle, X } from '../icon/glyphs.js';
import { useId, type ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { PASSWORD_MIN_LENGTH, passwordChecks, passwordsMatch } from '../../lib/rules.js';

export type PasswordRulesProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The password as typed; the rules tick as it changes. */
  password: string;
  /**
   * The confirmation as typed. When given (even empty) a 'Passwords match' rule is added; it is met
   * once the confirmation is non-empty and equals the password.
   */
  confirmPassword?: string;
  /** Hides the 'Password requirements' heading visually (screen readers still read it). */
  titleHidden?: boolean;
  /**
   * Marks the rules not met yet as errors (red, with a cross), e.g. after a failed submit. By
   * default they stay quiet (grey circles) while the user types.
   */
  showErrors?: boolean;
};

type Rule = { key: string; label: string; met: boolean };

/**
 * A checklist of the password rule (at least 8 characters, 1 uppercase, 1 digit, 1 special
 * character, and optionally 'passwords match') that ticks live. Each item says "met" or "not met yet"
 * in text for screen readers, besides its icon and colour. With `showErrors` the unmet items turn red.
 */
export function PasswordRules({
  password,
  confirmPassword,
  titleHidden = false,
  showErrors = false,
  className,
  id,
  ...props
}: PasswordRulesProps) {
  const { t } = useUiTranslation();
  const autoId = useId();
  const rootId = id ?? `password-rules${autoId}`;
  const titleId = `${rootId}-title`;
  const checks = passwordChecks(password);
  const rules: Rule[] = [
    { key: 'length', label: t('passwordRules.length', { min: PASSWORD_MIN_LENGTH }), met: checks.length },
    { key: 'uppercase', label: t('passwordRules.uppercase'), met: checks.uppercase },
    { key: 'digit', label: t('passwordRules.digit'), met: checks.digit },
    { key: 'special', label: t('passwordRules.special'), met: checks.special },
  ];
  if (confirmPassword !== undefined) {
    rules.push({
      key: 'match',
      label: t('passwordRules.match'),
      met: passwordsMatch(password, confirmPassword),
    });
  }
  return (
    <div
      id={rootId}
      data-slot="password-rules"
      className={cn('diet:@container diet:grid diet:gap-1.5', className)}
      {...props}
    >
      <p
        id={titleId}
        className={cn('diet:text-sm diet:font-medium diet:text-fg', titleHidden && 'diet:sr-only')}
      >
        {t('passwordRules.label')}
      </p>
      <ul aria-labelledby={titleId} className="diet:grid diet:gap-1 diet:@min-[24rem]:grid-cols-2">
        {rules.map((rule) => {
          const flagged = showErrors && !rule.met;
          return (
            <li
              key={rule.key}
              data-slot="password-rule"
              data-rule={rule.key}
              data-met={rule.met ? '' : undefined}
              data-flagged={flagged ? '' : undefined}
              className={cn(
                'diet:flex diet:items-start diet:gap-2 diet:text-sm diet:transition-colors diet:motion-reduce:transition-none',
                rule.met ? 'diet:text-success' : flagged ? 'diet:text-danger' : 'diet:text-muted-fg',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'diet:mt-0.5 diet:flex diet:size-4 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full',
                  rule.met
                    ? 'diet:bg-success diet:text-on-primary'
                    : flagged
                      ? 'diet:bg-danger diet:text-on-danger'
                      : 'diet:text-border-strong',
                )}
              >
                {rule.met ? (
                  <Check strokeWidth={3} className="diet:size-3" />
                ) : flagged ? (
                  <X strokeWidth={3} className="diet:size-3" />
                ) : (
                  <Circle strokeWidth={2.5} className="diet:size-4" />
                )}
              </span>
              <span className="diet:min-w-0 diet:break-words">
                {rule.label}
                <span className="diet:sr-only">
                  : {rule.met ? t('passwordRules.met') : t('passwordRules.unmet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
