import { Hero } from '@diet/ui/hero';
import { MissionBlock } from '@diet/ui/mission-block';
import { TeamCards } from '@diet/ui/team-cards';
import { useTranslation } from 'react-i18next';

import { RouterLink } from '../../../app/router-link';
import { JoinBand } from '../components/join-band';
import { StoryIllustration } from '../components/story-illustration';
import { list } from '../components/texts';

type Member = { name: string; role: string; bio: string };

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

      <section aria-labelledby="about-team" className="mx-auto w-full max-w-5xl px-6 py-16 md:px-10 md:py-20">
        <header className="mb-10 text-center">
          <h2 id="about-team" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {t('team.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-muted-fg">{t('team.subtitle')}</p>
        </header>
        <TeamCards
          members={list<Member>(t, 'team.members').map((member) => ({
            name: member.name,
            role: member.role,
          }))}
          join={{
            title: t('team.join.title'),
            text: t('team.join.text'),
            href: '/contact',
            ctaLabel: t('team.join.cta'),
          }}
          linkAs={RouterLink}
        />
      </section>

      <JoinBand title={t('join.title')} body={t('join.body')} cta={t('join.cta')} />
    </div>
  );
}
