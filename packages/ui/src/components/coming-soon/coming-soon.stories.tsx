import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { APP_COPY, appCopy, kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { ComingSoon } from './coming-soon.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).comingSoon;
}

const meta = {
  title: 'App/ComingSoon',
  component: ComingSoon,
  tags: ['autodocs'],
  args: { className: 'diet:max-w-xl' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: kit(globals).title })).toBeVisible();
  },
};

/** With the app's own title, text and a way back. */
export const WithDescriptionAndAction: Story = {
  args: {
    title: appCopy(APP_COPY.upcoming),
    description: appCopy(APP_COPY.upcomingBody),
    icon: <Icon name="star" />,
    action: (
      <Button asChild variant="outline">
        <a href="/dashboard">{appCopy(APP_COPY.backToDashboard)}</a>
      </Button>
    ),
  },
};

export const Small: Story = { args: { size: 'sm', headingLevel: 3 } };
