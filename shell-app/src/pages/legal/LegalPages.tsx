// The Terms of Service (/terms) and Privacy Policy (/privacy): static pages of the shell, linked
// from every auth screen ("By clicking continue, you agree to our …"). Plain language; they describe
// what the product actually does (prepaid credits, public community feed, login history, cookies).
import { LegalLayout, type LegalSection } from './LegalLayout';

const UPDATED = '23 November 2026';

const TERMS: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Atelier is an online studio that creates and edits images with AI models: generation from a text prompt, in-painting,
        out-painting and up-scaling, plus a community feed where creations can be shared. We may add, change or retire features and
        models over time; we will not take away credits you have already paid for when we do.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You sign up with an email address (confirmed with a one-time code) or with Google.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Give accurate details, and tell us if you think someone else is using your account.</li>
        <li>You can use Atelier only if you are old enough to agree to these terms where you live.</li>
      </ul>
    ),
  },
  {
    id: 'credits',
    title: 'Credits and payments',
    body: (
      <>
        <p>
          Atelier runs on <strong>prepaid credits</strong>. You buy a plan on the Pricing page (in INR or USD), the plan&rsquo;s credits
          are added to your balance, and each generation or edit uses credits. Your balance and every credit received or spent are
          shown in the Credits Burn report; every purchase appears in the Transaction report.
        </p>
        <ul>
          <li>Prices and the credits each plan gives are shown before you pay. Taxes such as GST are included where the law requires.</li>
          <li>Payments are handled by our payment provider; we never see or store your full card details.</li>
          <li>A GST invoice for a successful purchase is issued at once; download it from the Transaction report.</li>
          <li>
            A job&rsquo;s credits are held while it runs and only taken when it succeeds: a failed job costs nothing. Credits have no
            cash value, cannot be transferred, and are not refunded once used.
          </li>
          <li>If a payment is charged but no credits arrive, contact us and we will put it right or refund it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your prompts and images',
    body: (
      <>
        <p>
          You keep the rights you have in your prompts and in the images you upload. Subject to the rights of others and the models&rsquo;
          own licences, you may use the images you create for personal and commercial purposes.
        </p>
        <p>
          Images marked <strong>public</strong> (the default, and always the case on free accounts) appear in the community feed, with
          your name, where other users can see and download them. By publishing an image you allow Atelier and its users to show and
          download it within the service.
        </p>
        <p>AI output can be inaccurate or resemble existing work. Check an image before you rely on it.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No illegal content, and no sexual content involving minors, ever.</li>
        <li>No images meant to harass, defame, deceive or impersonate real people.</li>
        <li>Do not upload images you have no right to use.</li>
        <li>Do not try to break, overload, scrape or get around the limits of the service, or resell access to it.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and closing your account',
    body: (
      <p>
        We may remove content or suspend an account that breaks these terms, and will tell you why unless the law prevents it. You
        can stop using Atelier at any time and ask us to close your account.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep Atelier running, but it is provided &ldquo;as is&rdquo;: parts of it may sometimes be unavailable, and
        generated images come without warranties. To the extent the law allows, our liability to you is limited to the amount you paid
        us in the twelve months before the claim. Nothing here limits rights you have under consumer law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        When we change these terms we will update the date above, and tell you in the app or by email before a material change takes
        effect. Questions? Reply to any email Atelier sent you and a person will answer.
      </p>
    ),
  },
];

const PRIVACY: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your email address, name, profile name and a hash of your password (never the password itself); with
          Google sign-in, the name and email Google shares with us.
        </li>
        <li>
          <strong>Sign-ins:</strong> the date, IP address, browser and operating system of each sign-in, so you can review your last
          logins under Account › Login History.
        </li>
        <li>
          <strong>What you create:</strong> prompts, settings, the images you upload and the images we generate for you.
        </li>
        <li>
          <strong>Billing:</strong> your plans, payments (amount, status, the payment provider&rsquo;s transaction id), invoices and
          credit usage. Card details go to the payment provider, not to us.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To run your account, run your jobs and show you your history, balance and reports.</li>
        <li>To send the one-time codes and service emails you need (no marketing without your consent).</li>
        <li>To keep accounts safe: rate limits, sign-in history and investigating abuse.</li>
        <li>To issue invoices and meet our tax and accounting duties.</li>
      </ul>
    ),
  },
  {
    id: 'public',
    title: 'What others can see',
    body: (
      <p>
        Images you make public, with their prompt and your name and picture, are visible to other Atelier users in the community feed.
        Private images and everything else about your account are visible only to you and to the staff who operate the service.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use only the cookies needed to keep you signed in and to protect forms against cross-site requests. Your browser&rsquo;s
        local storage keeps your theme choice and, after you sign in, your email, name and profile name so the app can greet you. There
        are no advertising or third-party tracking cookies.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        Only the providers that help us run Atelier — hosting and storage, email delivery, the payment provider, and Google if you sign
        in with it — each for that purpose alone, and authorities where the law requires. We do not sell your data.
      </p>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    body: (
      <p>
        Account data and your images are kept while your account is open. When you close it we delete them, except billing records,
        which tax law requires us to keep for a number of years.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can change your profile and password in Account settings and choose whether new images are public (on paid plans). You can
        ask for a copy of your data, its correction or its deletion by replying to any email Atelier sent you.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: <p>When this policy changes we update the date above and tell you in the app or by email before a material change takes effect.</p>,
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      updated={UPDATED}
      intro={<p>These terms cover your use of Atelier, the AI image studio. By creating an account or clicking continue on a sign-in screen, you agree to them.</p>}
      sections={TERMS}
      other={{ to: '/privacy', label: 'Read the Privacy Policy' }}
    />
  );
}

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated={UPDATED}
      intro={<p>What Atelier collects about you, why, who can see it, and the choices you have.</p>}
      sections={PRIVACY}
      other={{ to: '/terms', label: 'Read the Terms of Service' }}
    />
  );
}
