// A table row's actions behind one "Actions for <name>" button (a menu: arrow keys, Escape), so a
// row stays narrow on a phone. Each item is a label and what it does; a destructive one is red.
import { Button, cn } from '@atelier/ui-kit';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@atelier/ui-kit/src/widgets';
import { MoreHorizontal } from 'lucide-react';

export interface RowAction {
  label: string;
  onSelect(): void;
  destructive?: boolean;
}

export function RowActions({ name, actions }: { name: string; actions: RowAction[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((a) => (
          <DropdownMenuItem key={a.label} onSelect={a.onSelect} className={cn(a.destructive && 'text-destructive focus:text-destructive')}>
            {a.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
