/**
 * The web app's settings, from `VITE_*` variables fixed at build time. `vite.config.ts` checks them
 * before a build, a dev server or a preview starts, so a bad or missing value stops there with a
 * message naming the variable; the app reads the checked values through `readConfig`.
 */
import { z } from 'zod';

const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;

const httpUrl = z
  .string()
  .trim()
  .url('must be an absolute URL, e.g. http://127.0.0.1:8787')
  .refine((value) => /^https?:$/.test(new URL(value).protocol), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/** The variables, by name. Region, when absent, is read from the user pool id ("eu-central-2_…"). */
const schema = z.object({
  VITE_API_URL: httpUrl,
  VITE_COGNITO_USER_POOL_ID: z
    .string()
    .trim()
    .regex(/^[\w-]+_[0-9A-Za-z]+$/, 'must look like a user pool id, e.g. eu-central-2_AbCdEf123'),
  VITE_COGNITO_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,128}$/, 'must be the app client id (letters and digits)'),
  VITE_COGNITO_REGION: z.string().trim().regex(REGION, 'must be an AWS region, e.g. eu-central-2').optional(),
  /** The local user pool's address (cognito-local); absent for the real service. */
  VITE_COGNITO_ENDPOINT: httpUrl.optional(),
});

export type WebConfig = {
  apiUrl: string;
  identity: { userPoolId: string; clientId: string; region: string; endpoint?: string };
};

export const CONFIG_VARIABLES = Object.keys(schema.shape) as readonly (keyof typeof schema.shape)[];

/** A setting that is missing or malformed; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The web app's settings are incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, as an empty `VITE_X=` line in a shell or `.env` file means. */
function present(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    CONFIG_VARIABLES.map((name) => [name, env[name] === '' ? undefined : env[name]]).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

export function readConfig(env: Record<string, unknown>): WebConfig {
  const result = schema.safeParse(present(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        const value = env[name];
        return value === undefined || value === ''
          ? `${name} is missing`
          : `${name} ${issue.code === 'invalid_type' ? 'is malformed' : issue.message} (got "${String(value)}")`;
      }),
    );
  }
  const v = result.data;
  const region = v.VITE_COGNITO_REGION ?? regionOfPool(v.VITE_COGNITO_USER_POOL_ID);
  if (!region && !v.VITE_COGNITO_ENDPOINT) {
    throw new ConfigError([
      `VITE_COGNITO_REGION is missing (the user pool id "${v.VITE_COGNITO_USER_POOL_ID}" names none)`,
    ]);
  }
  return {
    apiUrl: v.VITE_API_URL,
    identity: {
      userPoolId: v.VITE_COGNITO_USER_POOL_ID,
      clientId: v.VITE_COGNITO_CLIENT_ID,
      // The local pool ("local_…") ignores the region; the real service needs one.
      region: region ?? DEFAULT_REGION,
      ...(v.VITE_COGNITO_ENDPOINT ? { endpoint: v.VITE_COGNITO_ENDPOINT } : {}),
    },
  };
}

/** The product's region (Zurich), used only with a local pool whose id names none. */
const DEFAULT_REGION = 'eu-central-2';

function regionOfPool(userPoolId: string): string | undefined {
  const prefix = userPoolId.split('_')[0] ?? '';
  return REGION.test(prefix) ? prefix : undefined;
}
