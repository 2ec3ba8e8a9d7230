// The few ui-kit components the shell draws before anything else has loaded (landing page, the
// route spinner, the error page, the "unavailable" panel), imported from their own files instead of
// the `@atelier/ui-kit` barrel. The barrel is a shared singleton: one module, never tree-shaken, so
// importing one Button from it downloads the whole kit (TanStack Table, Radix Select/Menu/Toast,
// the form bindings) — ~60 KiB on the wire that the landing page never runs (docs/benchmarks.md
// "Page weight"). These components hold no state and no context, so a second copy beside the
// shared one behaves the same. Anything with a context (toasts, portals, forms, menus) still comes
// from the barrel, loaded with the screens that use it.
export { Badge } from '@atelier/ui-kit/src/components/Badge';
export { Button } from '@atelier/ui-kit/src/components/Button';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atelier/ui-kit/src/components/Card';
export { Logo } from '@atelier/ui-kit/src/components/Logo';
export { FullScreenSpinner } from '@atelier/ui-kit/src/components/Spinner';
export { InitialsAvatar } from '@atelier/ui-kit/src/components/Initials';
