// "Make Public" (spec §2, §6): on by default; users on the free subscription cannot change it,
// so the switch is disabled for them and the value stays true.
import { useSession } from '@atelier/shell-contract';
import { LabeledField, type FieldBinding } from '@atelier/ui-kit';
import { Switch } from '@atelier/ui-kit/src/widgets';
import type { FieldValues, Path } from 'react-hook-form';

export const useIsFreeUser = () => useSession((s) => s.user?.user_subscription_type === 'free');

export function MakePublicField<T extends FieldValues>(props: FieldBinding<T, Path<T>>) {
  const free = useIsFreeUser();
  return (
    <LabeledField {...props} label="Make Public" layout="row" description={free ? 'Free plans always share their images publicly.' : undefined}>
      {(field) => <Switch checked={field.value === true} onCheckedChange={field.onChange} disabled={free} ref={field.ref} />}
    </LabeledField>
  );
}
