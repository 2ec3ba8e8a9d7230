// @atelier/ui-kit — the design system shared (as a Module Federation singleton) by the shell and
// every remote. Tailwind v4 classes over the tokens in ./theme.css; Radix primitives underneath,
// so keyboard use, focus management and ARIA come built in.
//
// Components:
//   Button (variants default|destructive|outline|secondary|ghost|link; sizes default|sm|lg|icon;
//     `loading` → spinner + "Please wait"), buttonVariants
//   Input, Textarea, Label, Badge
//   Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter
//   Select (the browser's <select>, styled; `placeholder`), SelectField (a labelled Select on a form)
//   Dialog, DropdownMenu, Switch, Tabs, Collapsible, Avatar, Toaster (the Radix widgets): NOT here — import them from `@atelier/ui-kit/src/widgets` (see widgets.ts)
//   Table (+Header, Body, Row, Head, Cell, Caption)
//   DataTable (loading, error and "No results." states): NOT here — import it from
//     `@atelier/ui-kit/src/table`, so only the screens with a table download TanStack Table
//   Pager (Previous, page numbers, Next; hidden for one page), SearchForm (a list's search box)
//   Spinner, FullScreenSpinner, EmptyState ("No Data Found"), PageHeader, ComingSoon
//   screensApp (a remote's exposed App from its page map), comingSoonPages (placeholder pages)
//   Form, FormField, FormItem, FormLabel, FormControl, FormDescription, FormMessage, useFormField
//   LabeledField (label + any control + description + message), TextField, TextareaField
//   Logo (SVG wordmark; follows the `dark` class on <html>, or a pinned light/dark variant)
//   PortalContainerProvider, usePortalContainer (where overlays render; the shell sets it per remote)
//   useDeferredReady (draw what an answer uncovers in a deferred render: lib/deferred.ts)
//   cn() — class merging; formatMoney, formatCredits, formatDate, pageCount, pageItems (lib/format, lib/pages)
//
// Styles: the shell imports `@atelier/ui-kit/src/theme.css` (tokens) and `base.css` once, after
// `@import "tailwindcss"` (preflight). A remote imports `src/remote.css` (tailwind's theme and
// utilities layers + theme.css, no preflight) and adds its own `@source` — see docs/frontends.md.
export * from './lib/cn';
export * from './lib/deferred';
export * from './lib/format';
export * from './lib/pages';
export * from './components/Badge';
export * from './components/Button';
export * from './components/Card';
export * from './components/ComingSoon';
export * from './components/EmptyState';
export * from './components/Field';
export * from './components/Form';
export * from './components/Input';
export * from './components/Label';
export * from './components/Logo';
export * from './components/PageHeader';
export * from './components/Pager';
export * from './components/PortalContainer';
export * from './components/ScreensApp';
export * from './components/SearchForm';
export * from './components/Select';
export * from './components/SelectField';
export * from './components/Spinner';
export * from './components/Table';
