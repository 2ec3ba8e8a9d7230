// The server's refusal of an admin form or confirm (ADMIN_MSG.lastAdmin, a billing rule, …), shown
// above its buttons as an alert; the dialog or page stays so the admin can change something and try again.
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
