import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { LinkProps } from '../../lib/link.js';
import { Icon } from '../icon/index.js';
import { AccountInfo, type AccountInfoAction, type AccountInfoBlock } from './account-info.js';

const mailto = (subject: string, body: string) =>
  `mailto:support@dietcheck.ch?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const privacyActions: AccountInfoAction[] = [
  {
    href: '/diets-profile',
    icon: <Icon name="settings" />,
    label: 'Edit my dietary preferences',
    description: 'Change your intolerances and other dietary needs.',
  },
  {
    href: mailto('Request to view my data', 'Hello,\r\n\r\nPlease send me a copy of my data.'),
    icon: <Icon name="eye" />,
    label: 'Request to view my data',
    description: 'Prepares an e-mail to support@dietcheck.ch. We reply within 30 days.',
  },
  {
    href: mailto('Request to delete my data', 'Hello,\r\n\r\nPlease delete my account and its data.'),
    icon: <Icon name="trash" />,
    label: 'Request deletion of my data',
    description:
      'Prepares an e-mail to support@dietcheck.ch. We delete your account and its data within 30 days.',
  },
  {
    href: '/cookie',
    icon: <Icon name="info" />,
    label: 'Cookie policy',
    description: 'What the app keeps in your browser.',
  },
  { href: '/privacy', icon: <Icon name="lock" />, label: 'Privacy policy', description: 'The full policy.' },
];

const privacyBlocks: AccountInfoBlock[] = [
  {
    id: 'collected',
    title: 'What we collect',
    content: (
      <ul>
        <li>
          <strong>Dietary preferences and intolerances:</strong> the intolerances you choose and what you
          write about other dietary needs.
        </li>
        <li>
          <strong>Account details:</strong> your username, e-mail address, name, language and country.
        </li>
        <li>
          <strong>Shopping preferences:</strong> the retailers you chose and whether you want to see red
          products.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why',
    content: <p>To work out, for each product, whether it suits your diets. We never sell your data.</p>,
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <p>
        Under the nFADP you may ask for access to, correction or deletion of your data: write to{' '}
        <a href="mailto:support@dietcheck.ch">support@dietcheck.ch</a>.
      </p>
    ),
  },
];

const meta = {
  title: 'App/AccountInfo',
  component: AccountInfo,
  tags: ['autodocs'],
  args: {
    heading: 'Your data at DietCheck',
    intro: (
      <p>
        DietCheck collects only what it needs to suit products to your diets, and stores it in Switzerland.
      </p>
    ),
    actionsHeading: 'Manage your data',
    actions: privacyActions,
    blocks: privacyBlocks,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof AccountInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy & data page: intro, five actions (two prepared e-mails), then what, why and your rights. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Your data at DietCheck' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your data at DietCheck',
    );
    const group = canvas.getByRole('list', { name: 'Manage your data' });
    await expect(within(group).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Manage your data',
      'What we collect',
      'Why',
      'Your rights',
    ]);
    // The label and the line under it name the link.
    await expect(
      canvas.getByRole('link', { name: /Request deletion of my data.*within 30 days/ }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@dietcheck\.ch\?subject=Request%20to%20delete/),
    );
  },
};

/** The legal & help page: an intro inviting questions and three links, no blocks. */
export const ActionsOnly: Story = {
  args: {
    heading: 'Questions? We are here to help',
    intro: (
      <p>
        Write to us at <a href="mailto:support@dietcheck.ch">support@dietcheck.ch</a> and we will get back to
        you.
      </p>
    ),
    actionsHeading: undefined,
    actions: [
      {
        href: 'mailto:support@dietcheck.ch',
        icon: <Icon name="mail" />,
        label: 'E-mail support',
        description: 'support@dietcheck.ch',
      },
      { href: '/terms-of-service', icon: <Icon name="list" />, label: 'Terms of service' },
      { href: '/privacy', icon: <Icon name="lock" />, label: 'Privacy policy' },
    ],
    blocks: [],
  },
};

/** Only text: no actions, no intro; the section's heading one level lower. */
export const BlocksOnly: Story = {
  args: { intro: undefined, actions: [], headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your data at DietCheck' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(canvas.queryByRole('list', { name: 'Manage your data' })).toBeNull();
  },
};

/** Actions without descriptions or icons keep the 44 px target. */
export const PlainActions: Story = {
  args: {
    actions: privacyActions.map(({ href, label }) => ({ href, label })),
    blocks: [],
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

const frenchActions: AccountInfoAction[] = [
  {
    href: '/diets-profile',
    icon: <Icon name="settings" />,
    label: 'Modifier mes préférences alimentaires',
    description: 'Changez vos intolérances et vos autres besoins alimentaires.',
  },
  {
    href: mailto('Demande de consultation de mes données', 'Bonjour,'),
    icon: <Icon name="eye" />,
    label: 'Demander à consulter mes données',
    description: 'Prépare un e-mail à support@dietcheck.ch. Nous répondons dans un délai de 30 jours.',
  },
  {
    href: mailto('Demande de suppression de mes données', 'Bonjour,'),
    icon: <Icon name="trash" />,
    label: 'Demander la suppression de mes données',
    description:
      'Prépare un e-mail à support@dietcheck.ch. Nous supprimons votre compte et ses données dans un délai de 30 jours.',
  },
  { href: '/cookie', icon: <Icon name="info" />, label: 'Politique relative aux cookies' },
  { href: '/privacy', icon: <Icon name="lock" />, label: 'Politique de confidentialité' },
];

/** Long French content, with the kit in French. */
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    heading: 'Vos données chez DietCheck',
    intro: (
      <p>
        DietCheck ne collecte que ce dont il a besoin pour adapter les produits à vos régimes. Vos données
        sont stockées en Suisse et ne sont jamais vendues.
      </p>
    ),
    actionsHeading: 'Gérer vos données',
    actions: frenchActions,
    blocks: [
      {
        id: 'collected',
        title: 'Ce que nous collectons',
        content: (
          <ul>
            <li>
              <strong>Préférences alimentaires et intolérances :</strong> les intolérances que vous choisissez
              et ce que vous écrivez sur vos autres besoins alimentaires. Ce sont des données sur la santé.
            </li>
            <li>
              <strong>Données du compte :</strong> votre nom d’utilisateur, votre adresse e-mail, votre nom,
              votre langue et votre pays.
            </li>
          </ul>
        ),
      },
      {
        id: 'rights',
        title: 'Vos droits selon la loi fédérale sur la protection des données (nLPD)',
        content: (
          <p>
            Vous pouvez déposer une plainte auprès du Préposé fédéral à la protection des données et à la
            transparence (PFPDT).
          </p>
        ),
      },
    ],
  },
};

/** Long German content and compound words at 375 px: headings, labels and lines wrap. */
export const LongGermanMobile: Story = {
  tags: ['mobile-only'],
  globals: { locale: 'de', viewport: { value: 'mobile' } },
  args: {
    heading: 'Ihre Daten bei DietCheck',
    intro: (
      <p>
        DietCheck erhebt nur, was es braucht, um Produkte auf Ihre Ernährungsweisen abzustimmen. Ihre Daten
        liegen in der Schweiz und werden nie verkauft.
      </p>
    ),
    actionsHeading: 'Ihre Daten verwalten',
    actions: [
      {
        href: '/diets-profile',
        icon: <Icon name="settings" />,
        label: 'Ernährungspräferenzen bearbeiten',
        description: 'Unverträglichkeiten und weitere Ernährungsbedürfnisse ändern.',
      },
      {
        href: mailto('Auskunftsbegehren', 'Guten Tag'),
        icon: <Icon name="eye" />,
        label: 'Auskunft über meine Daten verlangen',
        description: 'Bereitet eine E-Mail an support@dietcheck.ch vor. Wir antworten innert 30 Tagen.',
      },
      {
        href: mailto('Löschbegehren', 'Guten Tag'),
        icon: <Icon name="trash" />,
        label: 'Löschung meiner Daten verlangen',
        description:
          'Bereitet eine E-Mail an support@dietcheck.ch vor. Wir löschen Ihr Konto innert 30 Tagen.',
      },
      { href: '/cookie', icon: <Icon name="info" />, label: 'Cookie-Richtlinie' },
      { href: '/privacy', icon: <Icon name="lock" />, label: 'Datenschutzerklärung' },
    ],
    blocks: [
      {
        id: 'rights',
        title: 'Ihre Rechte nach dem Bundesgesetz über den Datenschutz (nDSG)',
        content: (
          <p>
            Sie können beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) eine Anzeige
            einreichen.
          </p>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Nothing sticks out sideways at 375 px.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

const navigate = fn();

function RouterLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** App paths go through `linkComponent`; `mailto:` links stay plain anchors. */
export const RouterAndMailLinks: Story = {
  args: { linkComponent: RouterLink, blocks: [] },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const edit = canvas.getByRole('link', { name: /Edit my dietary preferences/ });
    await expect(edit).toHaveAttribute('data-router-link');
    await userEvent.click(edit);
    await expect(navigate).toHaveBeenCalledWith('/diets-profile');
    const view = canvas.getByRole('link', { name: /Request to view my data/ });
    await expect(view).not.toHaveAttribute('data-router-link');
    await expect(view.getAttribute('href')).toMatch(/^mailto:/);
  },
};
