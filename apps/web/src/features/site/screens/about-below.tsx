import { TeamCards } from '@diet/ui/team-cards';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { list } from '../../../shared/texts';
import { JoinBand } from '../components/join-band';

type Member = { name: string; role: string; bio: string };

/** The about page below the mission: the team of three and the sign-up band. A chunk of its own. */
export default function AboutBelowTheFold() {
  const { t } = useTranslation('about');
  return (
    <>
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
            href: PATHS.contact,
            ctaLabel: t('team.join.cta'),
          }}
          linkComponent={RouterLink}
        />
      </section>

      <JoinBand title={t('join.title')} body={t('join.body')} cta={t('join.cta')} />
    </>
  );
}
