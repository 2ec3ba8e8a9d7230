// The collapsible "Advance option" section holding the negative prompt (spec §2).
import { Button, Collapsible, CollapsibleContent, CollapsibleTrigger, TextareaField } from '@atelier/ui-kit';
import { ChevronDown } from 'lucide-react';
import type { Control, FieldValues, Path } from 'react-hook-form';

export function AdvanceOption<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Collapsible className="rounded-lg border">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="group w-full justify-between">
          Advance option
          <ChevronDown aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-3">
        <TextareaField control={control} name={name} label="Negative prompt" placeholder="Type a negative prompt" rows={2} />
      </CollapsibleContent>
    </Collapsible>
  );
}
