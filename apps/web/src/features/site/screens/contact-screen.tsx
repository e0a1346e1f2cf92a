import { ContactForm } from '@diet/ui/contact-form';
import { FaqList } from '@diet/ui/faq-list';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { RichText } from '../../../shared/components/rich-text';
import { CONTACT_EMAIL } from '../../../shared/site-facts';
import { list } from '../../../shared/texts';

type Question = { question: string; answer: string };

const REASONS = ['question', 'feedback', 'product', 'partnership', 'press', 'other'] as const;

/** Contact and FAQ (public-site spec §2): ten questions, the contact form, and our address. */
export default function ContactScreen() {
  const { t } = useTranslation('contact');
  const titleId = useId();
  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-primary-soft to-canvas px-6 pt-12 pb-10 md:px-10 md:pt-20">
        {/*
         * The kit's centred Hero, title and text only, drawn with its own classes: this page needs
         * none of its call-to-action or media variants, and leaving its chunk out keeps /contact
         * within its initial-JS budget (1.5× the bare page, scripts/bench-web/budgets.json).
         */}
        <section
          data-slot="hero"
          data-layout="centered"
          aria-labelledby={titleId}
          className="diet:mx-auto diet:flex diet:w-full diet:max-w-3xl diet:flex-col diet:items-center diet:gap-8 diet:text-center"
        >
          <div className="diet:flex diet:flex-col diet:items-center diet:gap-5">
            <h1
              id={titleId}
              className="diet:text-4xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg diet:md:text-5xl"
            >
              {t('hero.title')}
            </h1>
            <div className="diet:max-w-prose diet:text-lg diet:text-pretty diet:text-muted-fg">
              <p>{t('hero.body')}</p>
            </div>
          </div>
        </section>
      </div>
      <div className="mx-auto w-full max-w-3xl px-6 py-12 md:px-10 md:py-16">
        <FaqList
          title={t('faq.title')}
          items={list<Question>(t, 'faq.items').map((item) => ({
            question: item.question,
            answer: <RichText text={item.answer} />,
          }))}
        />
      </div>
      <div className="bg-surface px-6 py-16 md:px-10 md:py-20">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[3fr_2fr] md:gap-16">
          <section aria-labelledby="contact-form" className="flex flex-col gap-4">
            <h2 id="contact-form" className="text-3xl font-bold tracking-tight text-balance">
              {t('form.title')}
            </h2>
            <p className="text-lg text-pretty text-muted-fg">{t('form.body')}</p>
            <ContactForm
              reasons={REASONS.map((reason) => ({ value: reason, label: t(`form.reasons.${reason}`) }))}
              onSend={async (values) => (await import('../api/forms')).sendContactMessage(values)}
            />
          </section>
          <aside
            aria-labelledby="contact-direct"
            className="flex flex-col gap-3 self-start rounded-xl bg-primary-soft p-6 md:p-8"
          >
            <h2 id="contact-direct" className="text-xl font-bold">
              {t('direct.title')}
            </h2>
            <p className="text-pretty">
              <RichText text={t('direct.body')} />
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="self-start rounded-sm font-semibold text-primary underline underline-offset-4 outline-none focus-visible:ring-4 focus-visible:ring-focus"
            >
              {CONTACT_EMAIL}
            </a>
          </aside>
        </div>
      </div>
    </div>
  );
}
