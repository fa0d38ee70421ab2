import { profileTexts } from '../texts/index.js';

/** Profile alerts vanish after 5 seconds. */
export const profileAlertDurationMs = 5000;

export type ProfileOutcome = 'saved' | 'saveFailed' | 'loadFailed';

export interface ProfileAlert {
  tone: 'success' | 'error';
  text: string;
}

/** The alert the profile page shows after loading or saving. */
export function profileAlert(outcome: ProfileOutcome): ProfileAlert {
  if (outcome === 'saved') return { tone: 'success', text: profileTexts.saved };
  return { tone: 'error', text: outcome === 'saveFailed' ? profileTexts.saveFailed : profileTexts.loadFailed };
}
