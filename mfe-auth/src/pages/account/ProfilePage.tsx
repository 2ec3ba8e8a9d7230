// Account profile form (spec §2 Settings): name, profile name, email, prefilled from the
// session. Success updates the session store, the saved name/email/profile_name (spec §3/§4) and
// the cached profile (applyProfileUpdate), and shows the server's message.
import { errorToast, successToast } from '@atelier/shell-contract';
import { Form, Spinner, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { accountApi, type AccountArea, type AccountProfile } from '../../features/account/account-api';
import { applyProfileUpdate } from '../../features/account/account-queries';
import { useAccountProfile } from '../../features/account/use-account-profile';
import { profileSchema, type ProfileValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';

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

function ProfileForm({ area, profile }: { area: AccountArea; profile: AccountProfile }) {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: profile.name, profile_name: profile.profile_name, email: profile.email },
  });

  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (values: ProfileValues) => accountApi(area).updateProfile(values),
    onSuccess: (res) => {
      void applyProfileUpdate(client, area, res.data);
      form.reset(res.data);
      successToast(res.status, res.msg);
    },
    onError: (e) => errorToast(serverMessage(e)),
  });
  // mutateAsync keeps the form "submitting" (the button busy) until the answer is handled.
  const submit = form.handleSubmit((values) => update.mutateAsync(values).catch(() => undefined));

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <TextField control={form.control} name="name" label="Name" autoComplete="name" />
        <TextField control={form.control} name="profile_name" label="Profile Name" autoComplete="username" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <div className="sm:w-40">
          <SubmitButton pending={form.formState.isSubmitting} />
        </div>
      </form>
    </Form>
  );
}
