import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { appCopy, copyIn, DIET_COPY, kitText, storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Icon } from '../icon/index.js';
import { Chip, type Verdict } from './chip.js';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  tags: ['autodocs'],
  // A diet's name as the app shows it on a tag (its locales), in the toolbar's language.
  args: { children: appCopy(DIET_COPY.gluten) },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary'] },
    verdict: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static dietary tag, as on the favourites page. */
export const Default: Story = {};

export const Primary: Story = { args: { tone: 'primary', children: appCopy(DIET_COPY.fodmap) } };
export const Small: Story = { args: { size: 'sm' } };

const verdicts = ['green', 'yellow', 'red'] as const satisfies readonly Verdict[];

/**
 * `verdict` gives the chip the verdict's colours and `data-verdict`, as on every component that shows
 * a verdict; its text says the verdict too (here the kit's names of the verdicts).
 */
export const Verdicts: Story = {
  tags: ['i18n-visual'],
  render: (args) => (
    <div className="diet:flex diet:flex-wrap diet:gap-2">
      {verdicts.map((verdict) => (
        <Chip key={verdict} {...args} verdict={verdict}>
          {kitText(`moodIcon.${verdict}`)}
        </Chip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chips = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="chip"]')];
    await expect(chips.map((chip) => chip.dataset.verdict)).toEqual([...verdicts]);
  },
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
      name: removeCoop[storyLanguage(globals)],
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** When the text is not a plain string (here the app's translated element), `removeLabel` names what is removed. */
export const RemovableWithRemoveLabel: Story = {
  args: { children: appCopy(DIET_COPY.lactose), onRemove: fn() },
  render: (args, { globals }) => (
    <Chip {...args} removeLabel={args.removeLabel ?? copyIn(DIET_COPY.lactose, globals)} />
  ),
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await expect(canvas.getByRole('button').getAttribute('aria-label')).toContain(
      copyIn(DIET_COPY.lactose, globals),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

const tones = ['neutral', 'primary'] as const;
const sizes = ['sm', 'md'] as const;

/** Every tone and verdict × size, plain, with an icon and removable. */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="diet:grid diet:gap-3">
      {[...tones.map((tone) => ({ tone })), ...verdicts.map((verdict) => ({ verdict }))].map((colours) =>
        sizes.map((size) => (
          <div
            key={`${Object.values(colours).join('')}-${size}`}
            className="diet:flex diet:flex-wrap diet:items-center diet:gap-2"
          >
            <Chip {...colours} size={size}>
              {copyIn(DIET_COPY.gluten, globals)}
            </Chip>
            <Chip {...colours} size={size} icon={<Icon name="store" />}>
              Coop
            </Chip>
            <Chip {...colours} size={size} onRemove={() => {}}>
              {copyIn(DIET_COPY.fodmap, globals)}
            </Chip>
          </div>
        )),
      )}
    </div>
  ),
};
