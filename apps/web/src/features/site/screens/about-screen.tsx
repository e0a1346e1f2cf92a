import { Hero } from '@diet/ui/hero';
import { MissionBlock } from '@diet/ui/mission-block';
import { useTranslation } from 'react-i18next';

import { list } from '../../../shared/texts';
import { BelowTheFold } from '../components/below-the-fold';
import { StoryIllustration } from '../components/story-illustration';

const loadBelowTheFold = () => import('./about-below');

/** About (public-site spec §2): the story with a picture, the mission, the team of three, sign-up. */
export default function AboutScreen() {
  const { t } = useTranslation('about');
  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-primary-soft to-canvas px-6 pt-12 pb-10 md:px-10 md:pt-20">
        <Hero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={<p>{t('hero.body')}</p>} />
      </div>

      <section
        aria-labelledby="about-story"
        className="mx-auto grid max-w-6xl items-center gap-10 px-6 py-12 md:grid-cols-2 md:gap-16 md:px-10 md:py-20"
      >
        <div className="flex flex-col gap-4">
          <h2 id="about-story" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {t('story.title')}
          </h2>
          {list<string>(t, 'story.paragraphs').map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-pretty text-muted-fg">
              {paragraph}
            </p>
          ))}
        </div>
        <StoryIllustration label={t('story.imageAlt')} />
      </section>

      <div className="bg-surface px-6 py-16 md:px-10 md:py-20">
        <MissionBlock
          className="mx-auto max-w-4xl"
          title={t('mission.title')}
          text={<p>{t('mission.body')}</p>}
        />
      </div>

      <BelowTheFold load={loadBelowTheFold} placeholderClassName="min-h-[60rem]" />
    </div>
  );
}
