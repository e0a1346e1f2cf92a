import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Avatar } from './avatar.js';

/** A small inline picture, so stories need no network and stay the same for screenshots. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e2f2ec"/><circle cx="32" cy="25" r="12" fill="#0f6b52"/><path d="M10 62c2-14 12-21 22-21s20 7 22 21z" fill="#0f6b52"/></svg>',
)}`;
/** Not a picture: loading fails, so the fallback shows. */
const broken = 'data:image/png;base64,bm90LWFuLWltYWdl';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Anna Muster' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials from the name (drawn by CSS from `data-initials`); the full name is the accessible name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Muster' });
    await expect(avatar.querySelector('[data-slot="avatar-initials"]')).toHaveAttribute(
      'data-initials',
      'AM',
    );
  },
};

/** A single name gives one initial. */
export const SingleName: Story = {
  args: { name: 'anna' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'anna' });
    await expect(avatar.querySelector('[data-slot="avatar-initials"]')).toHaveAttribute('data-initials', 'A');
  },
};

const anonymous = { en: 'User profile', fr: 'Profil utilisateur', de: 'Benutzerprofil' } as const;

/** No name: a user icon, named with the kit's "User profile". */
export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvas, globals }) => {
    const avatar = canvas.getByRole('img', {
      name: anonymous[storyLanguage(globals)],
    });
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

/** With a picture that loads, the picture shows. */
export const WithImage: Story = {
  args: { src: portrait, size: 'xl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toBeNull();
  },
};

/** A picture that fails to load falls back to the initials. */
export const FallsBackWhenImageFails: Story = {
  args: { src: broken, size: 'xl' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveAttribute(
        'data-initials',
        'AM',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
  },
};

/** Inside a button that has its own label the avatar is decorative. */
export const Decorative: Story = {
  render: (args) => (
    <button
      type="button"
      aria-label="Open account menu"
      className="diet:rounded-full diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
    >
      <Avatar {...args} decorative />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

/** Every size × initials, single initial, icon fallback, picture and failed picture. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-3">
      {sizes.map((size) => (
        <div key={size} className="diet:flex diet:items-center diet:gap-3">
          <Avatar size={size} name="Anna Muster" />
          <Avatar size={size} name="Jean" />
          <Avatar size={size} />
          <Avatar size={size} name="Anna Muster" src={portrait} />
          <Avatar size={size} name="Élise Dübendorfer" src={broken} />
        </div>
      ))}
    </div>
  ),
};
