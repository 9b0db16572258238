import { emailDocument, emailPolicy } from './sanitize-email';

// The frame's policy is what keeps remote content from loading. DOMPurify itself is tested in the browser
// (tests/e2e/email.spec.ts, email-images.spec.ts): under happy-dom it keeps a <script>, so a test here would prove nothing.

describe('the frame document', () => {
  it('starts with a policy that loads nothing from elsewhere until Show images, then https and the app’s own images', () => {
    expect(emailPolicy(false)).toBe("default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'");
    expect(emailPolicy(true)).toContain("img-src 'self' https: data: cid:");
    expect(emailPolicy(true)).toContain('upgrade-insecure-requests');
    const document = emailDocument('<p>x</p>', { showImages: false });
    // A meta policy covers only what follows it: it comes before anything of the message.
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<body>'));
    expect(document).toContain('<base target="_blank">');
  });
});
