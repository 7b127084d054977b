/**
 * The invitation link and the share targets of the spec. The link carries the code in the query
 * (URL-encoded: codes contain !@#$%) and the inviter's key fingerprint in the fragment, which
 * browsers never send to a server, so the joiner can refuse a public key the server swapped.
 */
export function invitationLink(origin: string, code: string, fingerprint: string): string {
  return `${origin}/?invite=${encodeURIComponent(code)}#fp=${fingerprint}`;
}

export function invitationMessage(link: string): string {
  return `Join me on Connect & Discover, where only what we both want is revealed: ${link}`;
}

const SUBJECT = 'Join me on Connect & Discover';

export type ShareTarget =
  | { name: string; kind: 'open'; url: string; toast?: { title: string; description: string } }
  | { name: string; kind: 'copy-message'; message: string; toast: { title: string; description: string } };

/** The spec's share targets, in its order after 'copy link': each opens in a new tab, Instagram copies a message. */
export function shareTargets(link: string): ShareTarget[] {
  const message = invitationMessage(link);
  const text = encodeURIComponent(message);
  const url = encodeURIComponent(link);
  return [
    {
      name: 'E-mail',
      kind: 'open',
      url: `mailto:?subject=${encodeURIComponent(SUBJECT)}&body=${text}`,
      toast: { title: 'Opening Email', description: 'Your e-mail app opens with the invitation.' },
    },
    { name: 'WhatsApp', kind: 'open', url: `https://wa.me/?text=${text}` },
    { name: 'Facebook', kind: 'open', url: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      name: 'Instagram',
      kind: 'copy-message',
      message,
      toast: {
        title: 'Instagram sharing',
        description: 'The invitation is copied: paste it into a message to your partner on Instagram.',
      },
    },
    {
      name: 'Telegram',
      kind: 'open',
      url: `https://t.me/share/url?url=${url}&text=${encodeURIComponent(SUBJECT)}`,
    },
    {
      name: 'Twitter',
      kind: 'open',
      url: `https://twitter.com/intent/tweet?text=${encodeURIComponent(SUBJECT)}&url=${url}`,
    },
  ];
}
