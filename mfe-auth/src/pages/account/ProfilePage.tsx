// Account profile form (spec §2 Settings): name, profile name, email, prefilled from the
// session. Success updates the session store, the saved name/email/profile_name (spec §3/§4) and
// the cached profile (applyProfileUpdate), and shows the server's message.
// Issue 11: a new email asks for the current password, then a code sent to the new address
// (EmailChangeStep); the old email stays shown, and the login email, until the code is confirmed.
import { AUTH_MSG } from '@atelier/contracts';
import { errorToast, successToast } from '@atelier/shell-contract';
import { Form, Spinner, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountApi, type AccountArea, type AccountProfile } from '../../features/account/account-api';
import { applyProfileUpdate } from '../../features/account/account-queries';
import { EmailChangeStep } from '../../features/account/EmailChangeStep';
import { useAccountProfile } from '../../features/account/use-account-profile';
import { emailChanged, profileSchema, type ProfileValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';

/** The server's words that belong under the current-password field rather than in a toast. */
const PASSWORD_ERRORS: readonly string[] = [AUTH_MSG.currentPasswordIncorrect, AUTH_MSG.currentPasswordRequired];

export default function ProfilePage({ area }: { area: AccountArea }) {
  const profile = useAccountProfile(area);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-medium">Profile</h2>
        <p className="text-sm text-muted-foreground">This is how others will see you on the site.</p>
      </div>
      {profile ? <ProfileForm area={area} profile={profile} /> : <Spinner label="Loading profile" />}
    </div>
  );
}

const profileOf = (d: AccountProfile): AccountProfile => ({ name: d.name, email: d.email, profile_name: d.profile_name });

function ProfileForm({ area, profile }: { area: AccountArea; profile: AccountProfile }) {
  const schema = useMemo(() => profileSchema(profile.email), [profile.email]);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: profile.name, profile_name: profile.profile_name, email: profile.email, current_password: '' },
  });
  // The email change waiting for its code, and the values that asked for it (Resend asks again).
  const [pending, setPending] = useState<string | null>(null);
  const asked = useRef<ProfileValues | null>(null);
  const typedEmail = form.watch('email');
  const asksPassword = emailChanged(typedEmail ?? '', profile.email);

  const client = useQueryClient();
  const update = useMutation({
    // The password travels only with an email change.
    mutationFn: (values: ProfileValues) =>
      accountApi(area).updateProfile(emailChanged(values.email, profile.email) ? values : { ...values, current_password: undefined }),
    onSuccess: (res, values) => {
      const saved = profileOf(res.data);
      void applyProfileUpdate(client, area, saved);
      successToast(res.status, res.msg);
      if (res.data.pending_email) {
        asked.current = values;
        setPending(res.data.pending_email);
      }
      form.reset({ ...saved, current_password: '' });
    },
    onError: (e) => {
      const msg = serverMessage(e);
      if (msg && PASSWORD_ERRORS.includes(msg)) form.setError('current_password', { message: msg }, { shouldFocus: true });
      else errorToast(msg);
    },
  });
  // mutateAsync keeps the form "submitting" (the button busy) until the answer is handled.
  const submit = form.handleSubmit((values) => update.mutateAsync(values).catch(() => undefined));

  if (pending) {
    const done = () => {
      asked.current = null;
      setPending(null);
    };
    return (
      <EmailChangeStep
        pendingEmail={pending}
        currentEmail={profile.email}
        confirm={async (otp) => {
          const res = await accountApi(area).confirmEmailChange({ otp });
          const saved = profileOf(res.data);
          await applyProfileUpdate(client, area, saved);
          form.reset({ ...saved, current_password: '' });
          successToast(res.status, res.msg);
          done();
        }}
        resend={async () => (await accountApi(area).updateProfile(asked.current!)).msg}
        cancel={done}
      />
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <TextField control={form.control} name="name" label="Name" autoComplete="name" />
        <TextField control={form.control} name="profile_name" label="Profile Name" autoComplete="username" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        {asksPassword && (
          <div className="flex flex-col gap-2">
            <TextField control={form.control} name="current_password" label="Current Password" type="password" autoComplete="current-password" />
            <p className="text-sm text-muted-foreground">To change your email, enter your password. We will send a code to the new address.</p>
          </div>
        )}
        <div className="sm:w-40">
          <SubmitButton pending={form.formState.isSubmitting} />
        </div>
      </form>
    </Form>
  );
}
