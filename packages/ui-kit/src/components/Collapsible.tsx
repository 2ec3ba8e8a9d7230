// Show/hide a section (e.g. the Playground's "Advance option"); Radix wires aria-expanded.
export { Root as Collapsible, Trigger as CollapsibleTrigger, Content as CollapsibleContent } from '@radix-ui/react-collapsible';
