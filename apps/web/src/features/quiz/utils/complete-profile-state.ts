/**
 * The navigation state that opens the quiz to complete a signed-in owner's missing profile (the
 * guard sends it; its own module, so the signed-in layout does not load the quiz to know it).
 */
export const COMPLETE_PROFILE_STATE = { completeProfile: true } as const;

export function isCompletingProfile(state: unknown): boolean {
  return (state as { completeProfile?: unknown } | null)?.completeProfile === true;
}
