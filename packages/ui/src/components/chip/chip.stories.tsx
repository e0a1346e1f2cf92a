import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Icon } from '../icon/index.js';
import { Chip } from './chip.js';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: 'Gluten free' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'green', 'yellow', 'red'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static dietary tag, as on the favourites page. */
export const Default: Story = {};

export const Primary: Story = { args: { tone: 'primary', children: 'FODMAP' } };
export const Small: Story = { args: { size: 'sm' } };

/** Verdict tones, e.g. tagging a product's suitability. */
export const VerdictTones: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Chip {...args} tone="green">
        Lactose-free
      </Chip>
      <Chip {...args} tone="yellow">
        May contain gluten
      </Chip>
      <Chip {...args} tone="red">
        Not low FODMAP
      </Chip>
    </div>
  ),
};

/** A retailer chip with a leading icon. */
export const WithIcon: Story = {
  args: { tone: 'primary', icon: <Icon name="store" />, children: 'Coop' },
};

const removeCoop = { en: 'Remove Coop', fr: 'Retirer Coop', de: 'Coop entfernen' } as const;

/** With `onRemove` a remove button named "Remove {label}" follows the text. */
export const Removable: Story = {
  args: { tone: 'primary', children: 'Coop', onRemove: fn() },
  play: async ({ canvas, args, globals }) => {
    const remove = canvas.getByRole('button', {
      name: removeCoop[(globals.locale as keyof typeof removeCoop | undefined) ?? 'en'],
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** When the text is not a plain string, `removeLabel` names what is removed. */
export const RemovableWithRemoveLabel: Story = {
  args: {
    children: (
      <>
        <strong>Lactose</strong> intolerance
      </>
    ),
    removeLabel: 'Lactose intolerance',
    onRemove: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await expect(canvas.getByRole('button').getAttribute('aria-label')).toContain('Lactose intolerance');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

const tones = ['neutral', 'primary', 'green', 'yellow', 'red'] as const;
const sizes = ['sm', 'md'] as const;

/** Every tone × size, plain, with an icon and removable. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-3">
      {tones.map((tone) =>
        sizes.map((size) => (
          <div key={`${tone}-${size}`} className="flex flex-wrap items-center gap-2">
            <Chip tone={tone} size={size}>
              Gluten free
            </Chip>
            <Chip tone={tone} size={size} icon={<Icon name="store" />}>
              Coop
            </Chip>
            <Chip tone={tone} size={size} onRemove={() => {}}>
              FODMAP
            </Chip>
          </div>
        )),
      )}
    </div>
  ),
};
