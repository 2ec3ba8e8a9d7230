// "Make Public" (spec §2, §6): on by default; users on the free subscription cannot change it,
// so the switch is disabled for them and the value stays true.
import { useSession } from '@atelier/shell-contract';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, Switch } from '@atelier/ui-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';

export const useIsFreeUser = () => useSession((s) => s.user?.user_subscription_type === 'free');

export function MakePublicField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const free = useIsFreeUser();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center justify-between gap-3 rounded-lg border p-3">
          <div className="grid gap-1">
            <FormLabel>Make Public</FormLabel>
            {free ? <FormDescription>Free plans always share their images publicly.</FormDescription> : null}
          </div>
          <FormControl>
            <Switch checked={field.value === true} onCheckedChange={field.onChange} disabled={free} ref={field.ref} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
