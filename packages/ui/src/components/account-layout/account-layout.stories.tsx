import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { APP_COPY, appCopy, kitTexts } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { accountTabHrefs } from '../../lib/spec-routes.fixtures.js';
import { AccountLayout, type AccountTab } from './account-layout.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).accountLayout;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const meta = {
  title: 'App/AccountLayout',
  component: AccountLayout,
  tags: ['autodocs'],
  args: {
    hrefs: accountTabHrefs,
    name: 'anna.muster',
    productName: 'Diet',
    activeTab: 'loginCredentials',
    children: <p className="diet:text-muted-fg">{appCopy(APP_COPY.credentialsFormHere)}</p>,
  },
  argTypes: {
    activeTab: {
      control: 'select',
      options: ['loginCredentials', 'subscription', 'privacyData', 'legalHelp', 'appPreferences'],
    },
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: fill(text.greeting, { name: 'anna.muster' }) }),
    ).toBeVisible();
    await expect(canvas.getByText(fill(text.subtitle, { product: 'Diet' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.tabs.loginCredentials })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/login-credentials',
      '/subscription',
      '/privacy-data',
      '/legal-help',
      '/app-preferences',
    ]);
  },
};

export const AppPreferencesTab: Story = { args: { activeTab: 'appPreferences' } };

export const WithoutName: Story = {
  args: { name: null },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: kit(globals).greetingAnonymous }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  args: { activeTab: 'appPreferences' },
};

const navigate = fn();

function RouterLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

export const NavigatesWithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: kit(globals).tabs.legalHelp }));
    await expect(navigate).toHaveBeenCalledWith('/legal-help');
  },
};

const tabs: AccountTab[] = ['loginCredentials', 'subscription', 'privacyData', 'legalHelp', 'appPreferences'];

/** Each tab selected at the phone width (the German and French tab names are long). */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the same navigation landmark on purpose.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="diet:grid diet:gap-8">
      {tabs.map((tab) => (
        <div
          key={tab}
          className="diet:max-w-[375px] diet:border diet:border-dashed diet:border-border diet:p-3"
        >
          <AccountLayout {...args} activeTab={tab} />
        </div>
      ))}
    </div>
  ),
};
