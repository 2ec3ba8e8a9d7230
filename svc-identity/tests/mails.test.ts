// Identity's mails say the contract's sentences (MAIL_MSG) in both their text and HTML parts.
import { MAIL_MSG } from '@atelier/contracts';
import { accountExistsMail, resetCodeMail, signupCodeMail } from '../src/mail/identity-mails';

const html = (s: string) => s.replace(/'/g, '&#39;');

test('code mails: subject, intro, the code, its expiry and the ignore line in both parts', () => {
  for (const [mail, subject, intro] of [
    [signupCodeMail('a@example.com', '123456'), MAIL_MSG.signupSubject, MAIL_MSG.signupIntro],
    [resetCodeMail('a@example.com', '123456'), MAIL_MSG.resetSubject, MAIL_MSG.resetIntro],
  ] as const) {
    expect(mail).toMatchObject({ to: 'a@example.com', subject });
    for (const words of [intro, '123456', MAIL_MSG.codeExpiry, MAIL_MSG.codeNotAsked]) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(html(words));
    }
  }
  expect(MAIL_MSG.codeExpiry).toBe('The code expires in 10 minutes and works once.');
});

test('account-exists mail: the notice, both links and the not-you line', () => {
  const mail = accountExistsMail('a@example.com', 'https://x.test/login', 'https://x.test/forgot');
  expect(mail.subject).toBe(MAIL_MSG.accountExistsSubject);
  for (const words of [MAIL_MSG.accountExists, MAIL_MSG.accountExistsNotYou, 'https://x.test/login', 'https://x.test/forgot']) {
    expect(mail.text).toContain(words);
    expect(mail.html).toContain(html(words));
  }
});
