// @atelier/ui-kit/src/widgets — the kit's Radix widgets, outside the barrel: Dialog (+Trigger,
// Content, Header, Footer, Title, Description, Close), DropdownMenu (+Trigger, Content, Item,
// RadioGroup, RadioItem, Label, Separator, Group), Switch, Tabs (+List, Trigger, Content),
// Collapsible (+Trigger, Content), Avatar (picture or initials) with initialsOf, and Toaster (one
// toast given as a prop: action, destructive; the host wires it to its store).
//
// Why an entry of its own: the barrel is a shared singleton, one module never tree-shaken, so all it
// holds reaches every page — and these are most of its weight (the menu with floating-ui, the dialog,
// the toast), while the sign-in screen draws none of them. This is
// a shared module of its own too (webpack-config's SHARED_HELPERS), loaded by the first screen that
// draws one. They stay together in one module: Radix's dismissable layers, focus scopes and portals
// keep page-wide state in module scope (a menu inside a Dialog, a toast clicked while a dialog is
// open), so two copies on one page would not know each other's layers.
// What must be one instance with the barrel (the portal container the host sets, the form's field
// contexts) is imported from '@atelier/ui-kit' by its package name, never from a file of the barrel.
export * from './components/Avatar';
export * from './components/Collapsible';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/Toaster';
