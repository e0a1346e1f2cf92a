import type { WebConfig } from './env';

/** Set by `vite.config.ts` from the checked `VITE_*` variables (and by the unit tests' config). */
declare const __WEB_CONFIG__: WebConfig;

/** The settings of this build (see `env.ts`). */
export const config: WebConfig = __WEB_CONFIG__;
