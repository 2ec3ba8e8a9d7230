// "Or continue with" rule between the email form and the external sign-in button.
export function Divider({ label }: { label: string }) {
  return (
    <div className="relative" role="separator" aria-label={label}>
      <div className="absolute inset-0 flex items-center" aria-hidden="true">
        <span className="w-full border-t border-border" />
      </div>
      <div className="relative flex justify-center text-xs uppercase" aria-hidden="true">
        <span className="bg-background px-2 text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}
