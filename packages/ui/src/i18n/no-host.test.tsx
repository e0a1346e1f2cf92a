// @vitest-environment node
import { composeStories } from '@storybook/react-vite';
import i18next from 'i18next';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import en from '../../../../locales/en/ui.json';
import { DietUiProvider } from '../provider/index.js';
import { loadUiLanguage, uiResources } from './index.js';

/** Rendering every story (over 200) takes a few seconds on a quiet machine, more on a loaded one. */
const EVERY_STORY_TIMEOUT = 60_000;

type StoryModule = Record<string, unknown>;
const storyModules = import.meta.glob<StoryModule>('../components/**/*.stories.tsx', { eager: true });

/** Every story of every component, composed without Storybook's decorators: no i18n of any host. */
const stories = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) => [`${file.replace(/^.*\/components\//, '')} ${name}`, Story as ComponentType] as const,
  ),
);

/** The kit's dotted keys (`loginForm.title`), as a raw key would reach the page. */
const topLevelKeys = Object.keys(en);
const rawKey = new RegExp(`(?<![\\w-])(?:${topLevelKeys.join('|')})\\.[a-zA-Z][\\w.]*`);

/** The visible text and the attributes people and assistive technology read, from server HTML. */
function readable(html: string): string {
  const attributes = [
    ...html.matchAll(/\s(?:aria-label|aria-description|title|placeholder|alt)="([^"]*)"/g),
  ].map(([, value]) => value);
  const text = html.replace(/<[^>]*>/g, ' ');
  return `${text} ${attributes.join(' ')}`;
}

const render = (element: ReactElement) => readable(renderToString(element));

describe('the kit without a host i18next', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given the control, should see a key when one is on the page', () => {
    expect(rawKey.test(readable('<button aria-label="loginForm.title">x</button>'))).toBe(true);
    expect(rawKey.test(readable('<p>Log in to your account</p>'))).toBe(false);
  });

  it(
    'given a server render of every story, should show no key and warn about no missing instance',
    () => {
      const warn = vi.spyOn(console, 'warn');
      const withKeys: string[] = [];
      for (const [name, Story] of stories) {
        const match = render(<Story />).match(rawKey);
        if (match) withKeys.push(`${name}: ${match[0]}`);
      }
      expect(stories.length).toBeGreaterThan(200);
      expect(withKeys).toEqual([]);
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/NO_I18NEXT_INSTANCE/);
    },
    EVERY_STORY_TIMEOUT,
  );

  it('given no setting, should speak English', () => {
    const login = stories.find(([name]) => name.startsWith('login-form/') && name.endsWith(' Default'));
    expect(login).toBeDefined();
    const [, Login] = login!;
    expect(render(<Login />)).toContain(en.loginForm.title);
  });
});

describe('a host i18next with keySeparator: false', () => {
  const host = i18next.createInstance();
  beforeAll(async () => {
    await host.init({
      resources: { fr: uiResources.fr },
      lng: 'fr',
      fallbackLng: false,
      keySeparator: false,
      nsSeparator: false,
      defaultNS: 'app',
      interpolation: { escapeValue: true, prefix: '%{', suffix: '}' },
    });
  });

  it(
    'given every story under the host instance, should show no key',
    () => {
      const withKeys: string[] = [];
      for (const [name, Story] of stories) {
        const match = render(
          <I18nextProvider i18n={host}>
            <Story />
          </I18nextProvider>,
        ).match(rawKey);
        if (match) withKeys.push(`${name}: ${match[0]}`);
      }
      expect(withKeys).toEqual([]);
    },
    EVERY_STORY_TIMEOUT,
  );

  it('given the host in French, should show the French texts from its instance', () => {
    const Login = stories.find(([name]) => name.startsWith('login-form/') && name.endsWith(' Default'))![1];
    const html = render(
      <I18nextProvider i18n={host}>
        <Login />
      </I18nextProvider>,
    );
    expect(html).toContain(uiResources.fr.ui.loginForm.title);
  });
});

describe('DietUiProvider', () => {
  it('given locale="de" before its texts load, should show English, then German once loaded', async () => {
    const Login = stories.find(([name]) => name.startsWith('login-form/') && name.endsWith(' Default'))![1];
    const page = () =>
      render(
        <DietUiProvider locale="de-CH">
          <Login />
        </DietUiProvider>,
      );
    expect(page()).toContain(en.loginForm.title);
    await loadUiLanguage('de');
    expect(page()).toContain(uiResources.de.ui.loginForm.title);
  });

  it('given a host instance as a prop and its own wording, should take the wording from it', async () => {
    const host = i18next.createInstance();
    await host.init({ lng: 'en', resources: { en: { ui: { loginForm: { title: 'Sign in, neighbour' } } } } });
    const Login = stories.find(([name]) => name.startsWith('login-form/') && name.endsWith(' Default'))![1];
    const html = render(
      <DietUiProvider i18n={host}>
        <Login />
      </DietUiProvider>,
    );
    expect(html).toContain('Sign in, neighbour');
    // Texts the host does not hold come from the kit.
    expect(html).toContain(en.loginForm.password);
  });
});
