/** What a partner learns, and how to check their key. Source: docs/protocol.md steps 11-14, Known limits. */
export function PartnerLearns() {
  return (
    <>
      <p>
        A partner sees an activity only when you both marked it Curious or more. For those activities they see
        your interest level, whether you tried it, how much you enjoyed it and your detailed options. They
        also see how many activities you share with them. Matching happens on your two devices.
      </p>
      <p>
        <strong>The one limit to know:</strong> a partner who marks everything Curious or more sees every
        activity you marked Curious or more too. The matches page shows how many activities your partner
        shares and warns you when it is nearly all of them (more than 90%). That count comes from their app,
        so a modified app could understate it.
      </p>
      <p>What a partner has seen, they can keep after you disconnect.</p>
    </>
  );
}

export function SafetyCodes() {
  return (
    <>
      <p>
        Each partnership has a 12-digit safety code, shown on the connect page and under Partners on your
        profile. You and your partner see the same code. Compare it in person, or read it out on a call or
        another channel you trust: if both codes match, nobody (not even our server) slipped a key of its own
        between you.
      </p>
      <p>
        The invitation link carries a key check too, so the person who opens it can refuse a swapped key.
        Partners who neither use the link nor compare codes are not protected against a dishonest server.
      </p>
    </>
  );
}
