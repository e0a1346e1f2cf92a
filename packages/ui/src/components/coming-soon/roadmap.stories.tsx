import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { appCopy, type Copy } from '../../lib/app-copy.fixtures.js';
import { Icon, type IconName } from '../icon/index.js';
import { Roadmap, RoadmapItem } from './roadmap.js';

/** The app's plans (its /coming-soon page) in the three languages. */
const PLANS: readonly { icon: IconName; title: Copy; description: Copy }[] = [
  {
    icon: 'store',
    title: {
      en: 'Price comparison across stores',
      fr: 'Comparer les prix entre magasins',
      de: 'Preisvergleich zwischen Läden',
    },
    description: {
      en: 'Prices from more Swiss stores, kept up to date, so you see where the products that suit you cost least.',
      fr: 'Les prix de plus de magasins suisses, tenus à jour, pour voir où les produits qui vous conviennent coûtent le moins.',
      de: 'Preise aus mehr Schweizer Läden, stets aktuell, damit Sie sehen, wo die Produkte, die zu Ihnen passen, am wenigsten kosten.',
    },
  },
  {
    icon: 'check-circle',
    title: { en: 'Histamine and sorbitol', fr: 'Histamine et sorbitol', de: 'Histamin und Sorbit' },
    description: {
      en: 'Two more intolerances, checked like today’s four: the same green, yellow and red, with the reason why.',
      fr: 'Deux intolérances de plus, vérifiées comme les quatre d’aujourd’hui : le même vert, jaune et rouge, avec la raison.',
      de: 'Zwei weitere Unverträglichkeiten, geprüft wie die vier von heute: dasselbe Grün, Gelb und Rot, mit dem Grund.',
    },
  },
  {
    icon: 'share',
    title: { en: 'Shared family lists', fr: 'Listes partagées en famille', de: 'Gemeinsame Familienlisten' },
    description: {
      en: 'One shopping list for the whole household, each product checked against the diets of everyone it feeds.',
      fr: 'Une liste de courses pour tout le foyer, chaque produit vérifié selon les régimes de chacun à table.',
      de: 'Eine Einkaufsliste für den ganzen Haushalt, jedes Produkt geprüft für die Ernährung aller, die mitessen.',
    },
  },
  {
    icon: 'scan',
    title: { en: 'Scanning without signal', fr: 'Scanner sans réseau', de: 'Scannen ohne Empfang' },
    description: {
      en: 'A verdict for any product you scan, even in a shop where the network drops.',
      fr: 'Un verdict pour tout produit scanné, même dans un magasin où le réseau ne passe pas.',
      de: 'Eine Bewertung für jedes gescannte Produkt, auch in einem Laden ohne Netz.',
    },
  },
];

const meta = {
  title: 'App/Roadmap',
  component: Roadmap,
  tags: ['autodocs'],
  render: (args) => (
    <Roadmap {...args}>
      {PLANS.map((plan) => (
        <RoadmapItem
          key={plan.icon}
          icon={<Icon name={plan.icon} />}
          title={appCopy(plan.title)}
          description={appCopy(plan.description)}
        />
      ))}
    </Roadmap>
  ),
} satisfies Meta<typeof Roadmap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans as a list of headed cards, one under the other; long German wraps. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(PLANS.length);
    for (const item of items) await expect(within(item).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** One plan without an icon, its title a level-3 heading (under a section's `h2`). */
export const WithoutIconLevelThree: Story = {
  render: () => (
    <Roadmap>
      <RoadmapItem
        headingLevel={3}
        title={appCopy(PLANS[0]!.title)}
        description={appCopy(PLANS[0]!.description)}
      />
    </Roadmap>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};
