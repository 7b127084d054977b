/** The invitation page's sentences, in one place. */
export const INVITATION_TEXT = {
  title: (name: string) => `${name} invited you to discover together`,
  titleUnknown: 'You were invited to discover together',
  private: (name: string | undefined) =>
    `You each rate activities privately, and your answers are encrypted on your device before they are sent: nobody can read them, not even us. ${name ?? 'Your partner'} sees only the activities you both want, never the rest.`,
  expired:
    'Invalid invitation link. The partner code may have expired or is incorrect. Ask for a new link, or enter the code after signing in.',
  register: 'Create your profile',
  signIn: 'I already have a profile',
} as const;
