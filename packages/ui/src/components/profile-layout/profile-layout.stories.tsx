import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { APP_COPY, appCopy, kitTexts } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { profileTabHrefs } from '../../lib/spec-routes.fixtures.js';
import { ProfileLayout, type ProfileTab } from './profile-layout.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).profileLayout;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const meta = {
  title: 'App/ProfileLayout',
  component: ProfileLayout,
  tags: ['autodocs'],
  args: {
    hrefs: profileTabHrefs,
    name: 'Anna',
    productName: 'Diet',
    activeTab: 'dietProfile',
    children: <p className="diet:text-muted-fg">{appCopy(APP_COPY.dietProfileFormHere)}</p>,
  },
  argTypes: {
    activeTab: {
      control: 'select',
      options: ['dietProfile', 'personalInfo', 'preferences', 'sharedProfiles'],
    },
  },
} satisfies Meta<typeof ProfileLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: fill(text.greeting, { name: 'Anna' }) }),
    ).toBeVisible();
    await expect(canvas.getByText(fill(text.subtitle, { product: 'Diet' }))).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: text.nav });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.tabs.dietProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: text.tabs.personalInfo })).toHaveAttribute(
      'href',
      '/personal-info',
    );
    await expect(canvas.getByRole('link', { name: text.tabs.preferences })).toHaveAttribute(
      'href',
      '/preferences',
    );
    await expect(canvas.getByRole('link', { name: text.tabs.sharedProfiles })).toHaveAttribute(
      'href',
      '/shared-profiles',
    );
  },
};

export const PersonalInfoTab: Story = { args: { activeTab: 'personalInfo' } };

/** No name in the cache or the token: the greeting drops it. */
export const WithoutName: Story = {
  args: { name: '  ' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: kit(globals).greetingAnonymous }),
    ).toBeVisible();
  },
};

/** At 375 px the tabs scroll sideways and the selected one is scrolled into view. */
/**
 * On a phone the four tabs do not fit: the bar scrolls sideways with the current tab in view, and
 * the side with more tabs fades out under a chevron (here the first tabs, before "Shared profiles").
 */
export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  args: { name: 'Maximiliane', activeTab: 'sharedProfiles' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="tab-nav"] ul');
    if (!list) throw new Error('no tab list');
    const hint = (edge: 'start' | 'end') =>
      canvasElement.querySelector(`[data-slot="tabs-scroll-hint"][data-edge="${edge}"]`);
    const current = canvasElement.querySelector('[aria-current="page"]');
    if (!current) throw new Error('no current tab');
    const overflows = list.scrollWidth > list.clientWidth + 1;
    // The current tab is in view, and a hint shows exactly where tabs are out of view.
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const tabBox = current.getBoundingClientRect();
      expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
      expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
    });
    await waitFor(() => expect(Boolean(hint('start'))).toBe(overflows && list.scrollLeft > 1));
    list.scrollLeft = 0;
    await waitFor(() => expect(hint('start')).toBeNull());
    await waitFor(() => expect(Boolean(hint('end'))).toBe(overflows));
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(hint('end')).toBeNull());
  },
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
    await userEvent.click(canvas.getByRole('link', { name: kit(globals).tabs.preferences }));
    await expect(navigate).toHaveBeenCalledWith('/preferences');
  },
};

const tabs: ProfileTab[] = ['dietProfile', 'personalInfo', 'preferences', 'sharedProfiles'];

/** Each tab selected, at the phone width where German tab names must scroll rather than wrap. */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the same navigation landmark and page heading on purpose.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="diet:grid diet:gap-8">
      {tabs.map((tab) => (
        <div
          key={tab}
          className="diet:max-w-[375px] diet:border diet:border-dashed diet:border-border diet:p-3"
        >
          <ProfileLayout {...args} activeTab={tab} />
        </div>
      ))}
    </div>
  ),
};
