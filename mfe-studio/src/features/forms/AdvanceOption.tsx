// The collapsible "Advance option" section holding the negative prompt (spec §2) and any further
// fields a screen adds (the Playground's Seed); it starts open when one of them was prefilled (Remix).
import { Button, TextareaField } from '@atelier/ui-kit';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@atelier/ui-kit/src/widgets';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

export function AdvanceOption<T extends FieldValues>({ control, name, defaultOpen = false, children }: { control: Control<T>; name: Path<T>; defaultOpen?: boolean; children?: ReactNode }) {
  return (
    <Collapsible className="rounded-lg border" defaultOpen={defaultOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="group w-full justify-between">
          Advance option
          <ChevronDown aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-3">
        <TextareaField control={control} name={name} label="Negative prompt" placeholder="Type a negative prompt" rows={2} />
        {children ? <div className="mt-3">{children}</div> : null}
      </CollapsibleContent>
    </Collapsible>
  );
}
