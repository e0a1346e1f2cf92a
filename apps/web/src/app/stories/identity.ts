/**
 * The identity adapter of page stories (Storybook resolves `lib/identity`'s `./amplify` to this
 * module, see `.storybook/main.ts`): the in-memory fake of `lib/identity/fake.ts`, holding the
 * stories' user. A story is signed in when it stores a token (`signInAs` in `page-story.tsx`): the
 * session is then that token's, as Amplify's would be after a sign-in.
 */
import { STORAGE_KEYS } from '@diet/domain';

import { tokenClaims, textClaim } from '../../lib/api/token';
import { createFakeIdentity } from '../../lib/identity/fake';
import type { Identity, IdentitySession } from '../../lib/identity/types';
import { STORY_PASSWORD, STORY_USER } from './fixtures';

export function createIdentity(): Identity {
  const fake = createFakeIdentity({
    users: [{ username: STORY_USER.username, email: STORY_USER.email, password: STORY_PASSWORD }],
  });
  return {
    ...fake,
    async currentSession(): Promise<IdentitySession | null> {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (!token) return fake.currentSession();
      const claims = tokenClaims(token);
      return {
        idToken: token,
        expiresAt: Number(claims.exp ?? 0),
        email: textClaim(claims, 'email') ?? STORY_USER.email,
        userId: textClaim(claims, 'sub') ?? 'story-user',
        username: textClaim(claims, 'cognito:username') ?? STORY_USER.username,
      };
    },
  };
}
