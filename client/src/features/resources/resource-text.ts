/** The resource and guide pages' sentences, word for word from the spec where it gives them. */
export const RESOURCE_TEXT = {
  loading: 'Loading resource information...',
  notFoundTitle: 'Resource Not Found',
  notFoundText: 'The requested resource could not be found.',
  backToMatches: 'Back to Matches',
  backToResults: 'Back to Results',
  viewProducts: 'View Products',
  mutualRating: 'Mutual Rating',
  about: 'About',
  psychological: 'Psychological Aspects',
  research: 'Current Research',
  safety: 'Safety Considerations',
  gettingStarted: 'Getting Started Guide',
  references: 'Educational Resources & Scientific References',
  riskTitle: 'Important safety warning',
  /** The generic paragraphs every resource page shows after the activity's own text. */
  generic: [
    'Whatever you try, it starts with a conversation: what draws each of you to it, what you would rather avoid, and how either of you says stop. A clear, freely given yes, from both of you, every time.',
    'Go at the pace of whoever is less sure. Check in during and after, and treat a change of mind as information, never as a failure.',
  ],
} as const;

export const GUIDE_TEXT = {
  noUser: 'Please log in to view your personalized resources.',
  noPartnerTitle: 'Connect with a Partner First',
  noPartnerText:
    'Your personal guide is written from the matches you share with a partner, so it needs a partner connection first.',
  backToMatches: 'Back to Matches',
  connect: 'Connect With Partner',
  title: 'Your Personalized Journey',
  subtitle: 'Tailored guidance based on your unique matches',
  generatingTitle: 'Creating Your Personal Guide',
  generatingText: 'Analyzing your matches to provide tailored advice...',
  empty: 'No matches found to create personalized content.',
  viewYourMatches: 'View Your Matches',
  introduction: 'Welcome to Your Journey',
  mutual: 'Enhancing Your Shared Experiences',
  explore: 'Your New Adventures',
  conclusion: 'Your Journey Continues',
  viewAllMatches: 'View All Matches',
  browseProducts: 'Browse Products',
  privacy: 'Written on this device from your opened matches. Nothing about them was sent to the server.',
  unlockTitle: 'Unlock your guide',
  unlockText:
    'Your guide is written on this device from your matches, opened with your password. Enter it once.',
  unlock: 'Unlock Preferences',
} as const;
