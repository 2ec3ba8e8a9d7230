// The forms' Submit button: while the call is in flight the kit's Button is disabled and shows
// a spinner with "Please wait" (spec §2, §5).
import { Button } from '@atelier/ui-kit';

export function SubmitButton({ pending, label = 'Submit' }: { pending: boolean; label?: string }) {
  return (
    <Button type="submit" className="w-full" loading={pending}>
      {label}
    </Button>
  );
}
