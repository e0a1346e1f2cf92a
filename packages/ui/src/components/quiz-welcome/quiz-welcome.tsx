'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { textLinkClassName, type LinkComponent } from '../../lib/link.js';
import { Button } from '../button/index.js';

/** The look of the kit's inline text links in the quiz and auth pieces. */
export type QuizWelcomeProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Called by the 'Start quiz' button; the app then shows the diets question. */
  onStart?: () => void;
  /** Target of the log-in link: the app's log-in page. */
  loginHref: string;
  /** Renders the log-in link, e.g. the app's router link (a component taking `href`). Default `<a>`. */
  linkComponent?: LinkComponent;
  /** Heading: the app's welcome (marketing copy, not the kit's). */
  title: ReactNode;
  /** Text under the heading, e.g. what the quiz asks and how long it takes. None by default. */
  description?: ReactNode;
  /** An illustration above the heading (decorative content is the app's to mark up). */
  illustration?: ReactNode;
};

/** The quiz's welcome step: a heading, a short explanation, 'Start quiz' and a log-in link. */
export function QuizWelcome({
  onStart,
  loginHref,
  linkComponent: Link = 'a',
  title,
  description,
  illustration,
  className,
  ...props
}: QuizWelcomeProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  return (
    <section
      data-slot="quiz-welcome"
      aria-labelledby={titleId}
      className={cn(
        'diet:mx-auto diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:items-center diet:gap-6 diet:text-center',
        className,
      )}
      {...props}
    >
      {illustration ? <div className="diet:flex diet:justify-center">{illustration}</div> : null}
      <div className="diet:grid diet:gap-3">
        <h1
          id={titleId}
          className="diet:text-3xl diet:font-bold diet:text-balance diet:break-words diet:text-fg diet:md:text-4xl"
        >
          {title}
        </h1>
        {description ? <p className="diet:text-lg diet:text-muted-fg">{description}</p> : null}
      </div>
      <Button
        size="lg"
        onClick={onStart}
        className="diet:h-auto diet:min-h-14 diet:w-full diet:py-3 diet:whitespace-normal diet:md:w-auto diet:md:min-w-56"
      >
        {t('quizWelcome.start')}
      </Button>
      <p className="diet:text-base diet:text-fg">
        {t('quizWelcome.haveAccount')}{' '}
        <Link href={loginHref} className={textLinkClassName}>
          {t('quizWelcome.login')}
        </Link>
      </p>
    </section>
  );
}
