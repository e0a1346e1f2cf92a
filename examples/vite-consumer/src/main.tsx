// A consumer app of @diet/ui, following its README: the precompiled stylesheet and the opt-in page
// reset, no i18n of its own (the kit speaks English by itself), one entry per component.
//
// `?c=<name>` renders one component as its story in the kit's Storybook does (same props, same
// 1 rem frame), for a comparison with the kit's own baselines; `?c=all` renders the ten on one page;
// `&host=conflicting` adds a host stylesheet that fights the kit (Vite's default index.css, `.grid`,
// `h1`, `--border`); `&locale=fr` sets the kit's language with DietUiProvider (its texts loaded
// before the first paint).
import '@fontsource-variable/inter';
import '@diet/ui/reset.css';
import '@diet/ui/styles.css';
import './frame.css';

import { lazy, StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

import { loadUiLanguage, uiLanguageOf } from '@diet/ui/i18n';
import { DietUiProvider } from '@diet/ui/provider';

type Entry = { story: string; load: () => Promise<{ default: ComponentType }> };

/** Each component in its own chunk, so the build reports its size alone. */
export const components: Record<string, Entry> = {
  button: { story: 'primitives-button--default', load: () => import('./components/button') },
  'mood-icon': { story: 'primitives-moodicon--default', load: () => import('./components/mood-icon') },
  checkbox: { story: 'primitives-checkbox--default', load: () => import('./components/checkbox') },
  switch: { story: 'primitives-switch--default', load: () => import('./components/switch') },
  'progress-bar': {
    story: 'primitives-progressbar--default',
    load: () => import('./components/progress-bar'),
  },
  alert: { story: 'primitives-alert--default', load: () => import('./components/alert') },
  'text-field': { story: 'primitives-textfield--default', load: () => import('./components/text-field') },
  'login-form': { story: 'quiz-auth-loginform--default', load: () => import('./components/login-form') },
  'suitability-banner': {
    story: 'app-suitabilitybanner--default',
    load: () => import('./components/suitability-banner'),
  },
  'password-rules': {
    story: 'quiz-auth-passwordrules--default',
    load: () => import('./components/password-rules'),
  },
};

function Ready() {
  useEffect(() => {
    document.body.dataset.ready = 'true';
  }, []);
  return null;
}

const params = new URLSearchParams(location.search);
const chosen = params.get('c') ?? 'all';
if (params.get('host') === 'conflicting') await import('./host-conflicts.css');
const names = chosen === 'all' ? Object.keys(components) : [chosen];
const locale = params.get('locale');
if (locale) await loadUiLanguage(uiLanguageOf(locale));

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <DietUiProvider {...(locale ? { locale } : {})}>
      <Suspense fallback={null}>
        {names.map((name) => {
          const entry = components[name];
          if (!entry) throw new Error(`unknown component ${name}`);
          const Component = lazy(entry.load);
          return (
            <div key={name} data-component={name} className="frame">
              <Component />
            </div>
          );
        })}
        <Ready />
      </Suspense>
    </DietUiProvider>
  </StrictMode>,
);
